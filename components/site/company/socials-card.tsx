import { socialLabel } from "@/lib/domain/social-labels";
import { OutboundLinkList, withSafeHrefs } from "../outbound-link";
import { SectionCard } from "../section-card";

const chipClass =
  "inline-flex items-center rounded-full border border-slate-300 px-3 py-1 text-xs font-medium text-slate-800 hover:border-brand hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";

type Account = { id: number; type: string; href: string };
type ChipsProps = { accounts: Account[]; label?: string; className?: string };

/** Social accounts as chips, each a link named by its platform. */
export function SocialChips({ accounts, label, className = "" }: ChipsProps) {
  return (
    <OutboundLinkList
      label={label}
      className={`flex flex-wrap gap-2 ${className}`.trim()}
      linkClassName={chipClass}
      links={accounts.map((account) => ({ ...account, text: socialLabel(account.type) }))}
    />
  );
}

type Social = { id: number; type: string; url: string };

/** The company's social accounts and community channels, one link each. */
export function SocialsCard({ socials }: { socials: Social[] }) {
  const links = withSafeHrefs(socials, (social) => social.url);
  if (links.length === 0) return null;
  return (
    <SectionCard id="socials-heading" title="Socials and Communities">
      <SocialChips accounts={links} />
    </SectionCard>
  );
}
