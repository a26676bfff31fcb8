import { Badge } from "@/components/ui/badge";
import { safeHttpUrl } from "@/lib/domain/urls";
import type { KeyPerson } from "@/lib/queries/company-detail";
import { EmptyText, linkClass, SectionCard } from "./section-card";
import { externalLinkProps } from "@/components/ui/external-link";
import { socialLabel } from "@/lib/domain/social-labels";
import { chipClass } from "./socials-card";

/** Founders and leaders: name, role, founder badge, LinkedIn and other accounts. */
export function KeyPeople({ people }: { people: KeyPerson[] }) {
  return (
    <SectionCard id="key-people-heading" title="Key People">
      {people.length === 0 ? (
        <EmptyText>No key people listed.</EmptyText>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {people.map((person) => (
            <PersonItem key={person.id} person={person} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

function PersonItem({ person }: { person: KeyPerson }) {
  const linkedin = safeHttpUrl(person.linkedin_url);
  const accounts = person.social_accounts.flatMap((account) => {
    const href = safeHttpUrl(account.url);
    return href ? [{ ...account, href }] : [];
  });
  return (
    <li className="rounded-md border border-slate-100 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-semibold text-slate-900">
          {linkedin ? (
            <a href={linkedin} {...externalLinkProps} className={linkClass}>
              {person.name}
            </a>
          ) : (
            person.name
          )}
        </p>
        {person.is_founder && <Badge color="primary">Founder</Badge>}
      </div>
      <p className="text-sm text-slate-600">{person.role?.trim() || "Team Member"}</p>
      {linkedin && (
        <a href={linkedin} {...externalLinkProps} className={`text-sm ${linkClass}`}>
          LinkedIn Profile
        </a>
      )}
      {accounts.length > 0 && (
        <ul aria-label={`${person.name} accounts`} className="mt-2 flex flex-wrap gap-2">
          {accounts.map((account) => (
            <li key={account.id}>
              <a href={account.href} {...externalLinkProps} className={chipClass}>
                {socialLabel(account.account_type)}
              </a>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
