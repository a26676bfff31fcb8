import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import type { PersonListItem } from "@/lib/queries/people";
import { OutboundLink } from "../outbound-link";
import { linkClass } from "../section-card";
import { PersonRoles } from "./person-roles";

export const personPath = (id: number) => `/people/${id}`;

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
      <PersonRoles organizations={person.organizations} className="mt-2 space-y-1 text-sm" />
      {person.linkedin_url && (
        <div className="mt-2 text-sm">
          <OutboundLink url={person.linkedin_url} className={`underline ${linkClass}`}>
            LinkedIn
          </OutboundLink>
        </div>
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
