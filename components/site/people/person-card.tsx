import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import type { PersonListItem, PersonOrganization } from "@/lib/queries/people";
import { companyPath } from "../company-link";
import { OutboundLink } from "../outbound-link";
import { linkClass } from "../section-card";

export const personPath = (id: number) => `/people/${id}`;

/** '1 social account' / 'N social accounts'. */
export function socialAccountCount(count: number): string {
  return `${count} social account${count === 1 ? "" : "s"}`;
}

/** How an organization is named on a card: 'Name (Founder)' or 'Name – Role'. */
function organizationText(org: PersonOrganization): string {
  return org.is_founder
    ? `${org.name} (Founder)`
    : `${org.name} – ${org.role?.trim() || "Team Member"}`;
}

/** A person in the people grid. */
export function PersonCard({ person }: { person: PersonListItem }) {
  const founder = person.organizations.some((org) => org.is_founder);
  return (
    <article className="flex flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-semibold">
          <Link href={personPath(person.id)} className={linkClass}>
            {person.name}
          </Link>
        </h2>
        {founder && <Badge color="primary">Founder</Badge>}
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
        <OutboundLink url={person.linkedin_url} className={`underline ${linkClass}`}>
          LinkedIn
        </OutboundLink>
        <span>{socialAccountCount(person.social_account_count)}</span>
      </div>
      {person.organizations.length > 0 && (
        <ul aria-label="Organizations" className="mt-3 space-y-1 text-sm">
          {person.organizations.map((org) => (
            <li key={org.id}>
              <Link href={companyPath(org.shortname)} className={linkClass}>
                {organizationText(org)}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto pt-4">
        <Link
          href={personPath(person.id)}
          className="inline-block rounded-md border border-brand px-3 py-1.5 text-sm font-semibold text-brand hover:bg-brand hover:text-white"
        >
          View Profile
        </Link>
      </div>
    </article>
  );
}
