import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { ScrollTable } from "@/components/ui/scroll-table";
import { formatShortDate } from "@/lib/domain/dates";
import { listHref, sortByHeader, type ListState, type SortField } from "@/lib/domain/list-state";
import { formatMillionsOrNull } from "@/lib/domain/money";
import { formatStarsCompact, formatStarsExact } from "@/lib/domain/star-count";
import { companyLogoSrc, safeHttpUrl } from "@/lib/domain/urls";
import type { CompanyListItem } from "@/lib/queries/company-list";
import { CompanyLogo } from "../company-logo";
import { externalLinkProps } from "@/components/ui/external-link";
import { StarCount } from "./star-count";

// What a cell of an unknown value shows: a dash, which says "nothing here" without a word.
const NONE = "—";

type Props = { companies: CompanyListItem[]; state: ListState };

/** The table view; sortable headers are links, and the active one flips direction. */
export function CompanyTable({ companies, state }: Props) {
  const header = (label: string, field?: SortField) => {
    if (!field)
      return (
        <th scope="col" className="px-3 py-2 text-left font-semibold">
          {label}
        </th>
      );
    const active = state.sortField === field;
    const sort = active ? (state.sortDirection === "asc" ? "ascending" : "descending") : "none";
    return (
      <th scope="col" aria-sort={sort} className="px-3 py-2 text-left font-semibold">
        <Link
          href={listHref(sortByHeader(state, field))}
          className="inline-flex items-center gap-1 hover:underline"
        >
          {label}
          <span aria-hidden="true">
            {active ? (state.sortDirection === "asc" ? "▲" : "▼") : "↕"}
          </span>
        </Link>
      </th>
    );
  };

  return (
    <ScrollTable
      className="rounded-lg border border-slate-200 bg-white"
      tableClassName="min-w-full divide-y divide-slate-200 text-sm"
    >
      <thead className="bg-slate-50 text-slate-700">
        <tr>
          {header("Company", "name")}
          {header("City", "city")}
          {header("Year Founded", "year_founded")}
          {header("Repository")}
          {header("Stars", "stars")}
          {header("Funding", "total_funding")}
          {header("Valuation")}
          {header("Date Updated", "date_updated")}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {companies.map((company) => {
          const repository = company.first_project && safeHttpUrl(company.first_project.url);
          return (
            <tr key={company.id}>
              <td className="px-3 py-2">
                <div className="flex items-center gap-2">
                  <CompanyLogo src={companyLogoSrc(company)} name={company.name} size={24} />
                  <Link
                    href={`/organizations/${company.shortname}`}
                    className="font-medium text-link hover:underline"
                  >
                    {company.name}
                  </Link>
                  {!company.published && <Badge color="warning">Unpublished</Badge>}
                </div>
              </td>
              <td className="px-3 py-2">{company.city ?? NONE}</td>
              <td className="px-3 py-2">{company.year_founded ?? NONE}</td>
              <td className="px-3 py-2">
                {repository ? (
                  <a
                    href={repository}
                    {...externalLinkProps}
                    className="text-blue-700 hover:underline"
                  >
                    {company.first_project!.name}
                  </a>
                ) : (
                  NONE
                )}
              </td>
              <td className="px-3 py-2 tabular-nums">
                {company.stars === null ? (
                  NONE
                ) : (
                  <StarCount
                    compact={formatStarsCompact(company.stars)}
                    exact={formatStarsExact(company.stars)}
                  />
                )}
              </td>
              <td className="px-3 py-2">
                {formatMillionsOrNull(company.funding_millions) ?? NONE}
              </td>
              <td className="px-3 py-2">
                {formatMillionsOrNull(company.valuation_millions) ?? NONE}
              </td>
              <td className="px-3 py-2">{formatShortDate(company.date_updated, NONE)}</td>
            </tr>
          );
        })}
      </tbody>
    </ScrollTable>
  );
}
