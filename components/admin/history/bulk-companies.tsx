import Link from "next/link";
import type { BulkEntry, BulkHeadlinesEntry } from "@/lib/domain/bulk-change";

/** The companies a bulk change reached, each linked to its editor (unless it deleted them). */
export function BulkCompanies({ entry }: { entry: BulkEntry }) {
  const linked = entry.change !== "delete";
  return (
    <div className="space-y-1 text-sm">
      <ul aria-label="Companies changed" className="flex flex-wrap gap-x-3 gap-y-1">
        {entry.companies.map((company) => (
          <li key={company.id}>
            {linked ? (
              <Link
                href={`/admin/organizations/${encodeURIComponent(company.shortname)}/edit`}
                className="text-brand underline"
              >
                {company.name}
              </Link>
            ) : (
              <span>
                {company.name} <span className="text-slate-500">({company.shortname})</span>
              </span>
            )}
          </li>
        ))}
      </ul>
      {entry.skipped.length > 0 && (
        <p className="text-slate-600">
          Skipped (deleted before the change): id {entry.skipped.join(", ")}
        </p>
      )}
      <p className="text-slate-500">
        A bulk change is not restored from here: each company&apos;s own history keeps its edits.
      </p>
    </div>
  );
}

/** The headlines a bulk change reached, each linked to its editor (unless it deleted them). */
export function BulkHeadlines({ entry }: { entry: BulkHeadlinesEntry }) {
  return (
    <ul aria-label="Headlines changed" className="list-disc space-y-1 pl-5 text-sm">
      {entry.headlines.map((headline) => (
        <li key={headline.id}>
          {entry.change === "delete" ? (
            headline.description
          ) : (
            <Link href={`/admin/headlines/${headline.id}/edit`} className="text-brand underline">
              {headline.description}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
