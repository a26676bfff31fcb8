import Link from "next/link";
import { formatLongDate } from "@/lib/domain/dates";
import type { CompanySummary } from "@/lib/queries/companies";

/** A company in a list: name, two lines of description, city, founding year, last update. */
export function CompanyCard({ company }: { company: CompanySummary }) {
  return (
    <article className="flex flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h3 className="text-lg font-semibold">
        <Link href={`/organizations/${company.shortname}`} className="text-brand hover:underline">
          {company.name}
        </Link>
      </h3>
      <p className="mt-2 line-clamp-2 text-sm text-slate-600">
        {company.description || "No description available."}
      </p>
      <dl className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-500">
        {company.city && <dd>{company.city}</dd>}
        {company.year_founded && <dd>Founded {company.year_founded}</dd>}
        <dd>Last updated {formatLongDate(company.date_updated, "Never")}</dd>
      </dl>
    </article>
  );
}
