import Link from "next/link";
import { externalLinkProps } from "@/components/ui/external-link";
import { displayUrl } from "@/lib/domain/urls";
import type { PersonDetail, PersonOrganization } from "@/lib/queries/people";
import { roleTitle } from "@/lib/domain/person-role";
import { CompanyLink } from "../company-link";
import { withSafeHrefs } from "../outbound-link";
import { linkClass, SectionCard } from "../section-card";
import { personPath } from "./person-card";
import { PersonRoles } from "./person-roles";
import { PlatformIcon, socialPlatform } from "./social-platform";

/** 'Back to People', a link to the people list. */
export function BackToPeople() {
  return (
    <Link href="/people" className={`text-sm font-medium ${linkClass}`}>
      <span aria-hidden="true">←</span> Back to People
    </Link>
  );
}

type Props = { person: PersonDetail; isAdmin: boolean };

/** A person's profile: name, Founder or Key Person, links and organizations. */
export function PersonProfile({ person, isAdmin }: Props) {
  const founded = person.organizations.filter((org) => org.is_founder);
  const memberOf = person.organizations.filter((org) => !org.is_founder);
  return (
    <>
      <header className="flex flex-wrap items-start justify-between gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <div>
          <h1 className="text-3xl font-bold text-brand">{person.name}</h1>
          <p className="mt-1 text-slate-600">{founded.length > 0 ? "Founder" : "Key Person"}</p>
          <PersonRoles organizations={person.organizations} className="mt-2 text-slate-800" />
        </div>
        {isAdmin && (
          <Link
            href={`/admin/people/${person.id}/edit`}
            className="rounded-md bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-light"
          >
            Edit
          </Link>
        )}
      </header>
      <PersonLinks person={person} />
      <div className="grid gap-6 md:grid-cols-2">
        {founded.length > 0 && <OrganizationList id="founded" title="Founded" orgs={founded} />}
        {memberOf.length > 0 && (
          <OrganizationList id="member-of" title="Member Of" orgs={memberOf} />
        )}
      </div>
      <Colleagues person={person} />
    </>
  );
}

/** LinkedIn and the social accounts: icon, platform label and the URL as people read it. */
function PersonLinks({ person }: { person: PersonDetail }) {
  const accounts = withSafeHrefs(
    [
      { key: "linkedin", type: "linkedin", url: person.linkedin_url },
      ...person.social_accounts.map((a) => ({
        key: String(a.id),
        type: a.account_type,
        url: a.url,
      })),
    ],
    (link) => link.url,
  );
  const links = accounts.filter(
    (link, index) => accounts.findIndex((other) => other.href === link.href) === index,
  );
  if (links.length === 0) return null;
  return (
    <SectionCard id="links-heading" title="Links">
      <ul className="grid gap-3 sm:grid-cols-2">
        {links.map((link) => (
          <li key={link.key}>
            <a
              href={link.href}
              {...externalLinkProps}
              className="flex items-center gap-3 rounded-md border border-slate-100 p-2 hover:border-brand"
            >
              <PlatformIcon type={link.type} />
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-slate-900">
                  {socialPlatform(link.type).label}
                </span>
                <span className="block truncate text-sm text-slate-600">
                  {displayUrl(link.href)}
                </span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}

type ListProps = { id: string; title: string; orgs: PersonOrganization[] };

function OrganizationList({ id, title, orgs }: ListProps) {
  return (
    <SectionCard id={`${id}-heading`} title={title}>
      <ul className="space-y-2">
        {orgs.map((org) => (
          <li key={org.id}>
            <CompanyLink company={org} className={`block w-fit font-medium ${linkClass}`} />
            {!org.is_founder && (
              <p className="text-sm text-slate-600">{org.role?.trim() || "Team Member"}</p>
            )}
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}

/** The other key people of each of the person's companies, with what they do there. */
function Colleagues({ person }: { person: PersonDetail }) {
  const teams = person.organizations
    .map((org) => ({
      org,
      people: person.colleagues.filter((colleague) => colleague.organization_id === org.id),
    }))
    .filter((team) => team.people.length > 0);
  if (teams.length === 0) return null;
  return (
    <SectionCard id="colleagues-heading" title="Works with">
      <div className="space-y-4">
        {teams.map(({ org, people }) => (
          <div key={org.id}>
            <h3 className="text-sm font-semibold text-slate-900">At {org.name}</h3>
            <ul aria-label={`Key people at ${org.name}`} className="mt-1 space-y-1 text-sm">
              {people.map((colleague) => (
                <li key={colleague.id}>
                  <Link href={personPath(colleague.id)} className={`underline ${linkClass}`}>
                    {colleague.name}
                  </Link>
                  <span className="text-slate-600">, {roleTitle(colleague)}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </SectionCard>
  );
}
