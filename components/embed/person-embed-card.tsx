import { personPath } from "@/components/site/people/person-card";
import { roleTitle } from "@/lib/domain/person-role";
import type { PersonDetail } from "@/lib/queries/people";
import { EmbedCard } from "./embed-card";

// Room for two companies in the card's height; the page lists the rest.
const SHOWN_COMPANIES = 2;

/** A person's embeddable card: their initial, name, and role at their first companies. */
export function PersonEmbedCard({ person, siteName }: { person: PersonDetail; siteName: string }) {
  const shown = person.organizations.slice(0, SHOWN_COMPANIES);
  const more = person.organizations.length - shown.length;
  return (
    <EmbedCard
      href={personPath(person.id)}
      name={person.name}
      siteName={siteName}
      picture={
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-slate-100 text-lg font-semibold text-slate-700"
        >
          {person.name.trim().charAt(0).toUpperCase()}
        </span>
      }
    >
      <ul>
        {shown.map((organization) => (
          <li key={organization.id} className="truncate">
            {roleTitle(organization)}, {organization.name}
          </li>
        ))}
        {more > 0 && <li className="text-xs">and {more} more</li>}
      </ul>
    </EmbedCard>
  );
}
