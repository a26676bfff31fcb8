import Link from "next/link";
import { COMMUNITY_LINKS, QUICK_LINKS, SOCIAL_LINKS, TAGLINE } from "@/lib/site-config";
import { OutboundLinkList } from "./outbound-link";

/** The footer: social links, quick links and community links. */
export function SiteFooter({ siteName }: { siteName: string }) {
  return (
    <footer className="mt-16 bg-brand text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">{siteName}</p>
          <p className="mt-1 text-sm">{TAGLINE}</p>
          <OutboundLinkList
            label="Social links"
            className="mt-4 flex gap-4 text-sm"
            linkClassName="hover:text-accent"
            links={SOCIAL_LINKS.map((link) => ({
              id: link.href,
              href: link.href,
              text: link.label,
            }))}
          />
        </div>
        <FooterLinks title="Quick Links" links={QUICK_LINKS} />
        <FooterLinks title="Community" links={COMMUNITY_LINKS} />
      </div>
    </footer>
  );
}

type FooterLinksProps = { title: string; links: readonly { label: string; href: string }[] };

function FooterLinks({ title, links }: FooterLinksProps) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-accent">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="hover:text-white hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
