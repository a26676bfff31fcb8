import Link from "next/link";
import { roleTitle } from "@/lib/domain/person-role";
import type { PersonOrganization } from "@/lib/queries/people";
import { companyPath } from "../company-link";
import { linkClass } from "../section-card";

/** "CEO & Co-founder at Supabase", a line per company, each company linked. */
export function PersonRoles({
  organizations,
  className,
}: {
  organizations: PersonOrganization[];
  className?: string;
}) {
  if (organizations.length === 0) return null;
  return (
    <ul aria-label="Roles" className={className}>
      {organizations.map((org) => (
        <li key={org.id}>
          {roleTitle(org)} at{" "}
          <Link href={companyPath(org.shortname)} className={`underline ${linkClass}`}>
            {org.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
