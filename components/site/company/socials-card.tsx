import { socialLabel } from "@/lib/domain/social-labels";
import { safeHttpUrl } from "@/lib/domain/urls";
import { EmptyText, SectionCard } from "./section-card";
import { externalLinkProps } from "@/components/ui/external-link";

export const chipClass =
  "inline-flex items-center rounded-full border border-slate-300 px-3 py-1 text-xs font-medium text-slate-800 hover:border-brand hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";

type Social = { id: number; type: string; url: string };

/** The company's social accounts and community channels, one link each. */
export function SocialsCard({ socials }: { socials: Social[] }) {
  const links = socials.flatMap((social) => {
    const href = safeHttpUrl(social.url);
    return href ? [{ ...social, href }] : [];
  });
  return (
    <SectionCard id="socials-heading" title="Socials and Communities">
      {links.length === 0 ? (
        <EmptyText>No socials or communities listed.</EmptyText>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {links.map((social) => (
            <li key={social.id}>
              <a href={social.href} {...externalLinkProps} className={chipClass}>
                {socialLabel(social.type)}
              </a>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
