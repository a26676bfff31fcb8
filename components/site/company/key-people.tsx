import { Badge } from "@/components/ui/badge";
import type { KeyPerson } from "@/lib/queries/company-detail";
import { LinkOrText, OutboundLink, withSafeHrefs } from "../outbound-link";
import { CardList, linkClass, SectionCard } from "../section-card";
import { SocialChips } from "./socials-card";

/** Founders and leaders: name, role, founder badge, LinkedIn and other accounts; none: nothing. */
export function KeyPeople({ people }: { people: KeyPerson[] }) {
  if (people.length === 0) return null;
  return (
    <SectionCard id="key-people-heading" title="Key People">
      <CardList items={people} empty="No key people listed." className="grid gap-4 sm:grid-cols-2">
        {(person) => <PersonItem key={person.id} person={person} />}
      </CardList>
    </SectionCard>
  );
}

function PersonItem({ person }: { person: KeyPerson }) {
  const accounts = withSafeHrefs(person.social_accounts, (account) => account.url);
  return (
    <li className="rounded-md border border-slate-100 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-semibold text-slate-900">
          <LinkOrText url={person.linkedin_url} className={linkClass}>
            {person.name}
          </LinkOrText>
        </p>
        {person.is_founder && <Badge color="primary">Founder</Badge>}
      </div>
      <p className="text-sm text-slate-600">{person.role?.trim() || "Team Member"}</p>
      <OutboundLink url={person.linkedin_url} className={`text-sm ${linkClass}`}>
        LinkedIn Profile
      </OutboundLink>
      {accounts.length > 0 && (
        <SocialChips
          label={`${person.name} accounts`}
          className="mt-2"
          accounts={accounts.map((account) => ({ ...account, type: account.account_type }))}
        />
      )}
    </li>
  );
}
