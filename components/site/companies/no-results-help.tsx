import Link from "next/link";
import { tagListHref } from "@/lib/domain/list-state";
import type { ZeroResultHelp } from "@/lib/search/zero-results";

type Props = { help: ZeroResultHelp | null };

const linkClass = "text-link underline";

/**
 * The ways on from a list whose search finds nothing (besides the chips that remove its
 * filters): the companies whose names look like the search, the tags sharing a word with it.
 */
export function NoResultsHelp({ help }: Props) {
  if (!help) return null;
  return (
    <div className="mt-4 space-y-3 text-left">
      {help.companies.length > 0 && (
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
      {help.tags.length > 0 && (
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
  const id = `help-${title.toLowerCase().replaceAll(" ", "-")}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="font-semibold text-slate-800">
        {title}
      </h2>
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">{children}</ul>
    </section>
  );
}
