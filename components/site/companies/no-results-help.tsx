import Link from "next/link";
import { tagListHref, type ListState } from "@/lib/domain/list-state";
import type { FilterTag } from "@/lib/queries/tags";
import type { ZeroResultHelp } from "@/lib/search/zero-results";
import { filterRemovals } from "./filter-removals";

type Props = { state: ListState; tags: FilterTag[]; help: ZeroResultHelp | null };

const linkClass = "text-brand underline";

/**
 * The ways on from a list that shows nothing: each filter to remove, the companies whose names
 * look like the search, and the tags that share a word with it.
 */
export function NoResultsHelp({ state, tags, help }: Props) {
  const tagName = (id: number) => tags.find((tag) => tag.id === id)?.name ?? `Tag ${id}`;
  const removals = filterRemovals(state, tagName);
  return (
    <div className="mt-4 space-y-3 text-left">
      {removals.length > 0 && (
        <HelpList title="Remove a filter">
          {removals.map(({ label, href }) => (
            <li key={href}>
              <Link href={href} className={linkClass} aria-label={`Remove ${label}`}>
                {label} ✕
              </Link>
            </li>
          ))}
        </HelpList>
      )}
      {help && help.companies.length > 0 && (
        <HelpList title="Companies with similar names">
          {help.companies.map((company) => (
            <li key={company.shortname}>
              <Link
                href={`/organizations/${encodeURIComponent(company.shortname)}`}
                className={linkClass}
              >
                {company.name}
              </Link>
            </li>
          ))}
        </HelpList>
      )}
      {help && help.tags.length > 0 && (
        <HelpList title="Tags">
          {help.tags.map((tag) => (
            <li key={tag.id}>
              <Link href={tagListHref(tag.id)} className={linkClass}>
                {tag.name}
              </Link>{" "}
              ({tag.companies} {tag.companies === 1 ? "company" : "companies"})
            </li>
          ))}
        </HelpList>
      )}
    </div>
  );
}

function HelpList({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section>
      <h2 className="font-semibold text-slate-800">{title}</h2>
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">{children}</ul>
    </section>
  );
}
