import { compareWithout } from "@/lib/domain/compare-list";
import type { ComparedCompany } from "@/lib/queries/compared-companies";
import { CompanyLink } from "../company-link";
import { linkClass } from "../section-card";
import { compareRows } from "./compare-rows";

type Props = { companies: readonly ComparedCompany[]; now: Date };

const TABLE_LABEL = "Companies side by side";

/**
 * One column per company (its name, and a Remove link: the same comparison without it), one
 * row per field. On a narrow screen the table scrolls sideways inside its labelled region,
 * which takes the keyboard's focus so that it can be scrolled without a mouse.
 */
export function CompareTable({ companies, now }: Props) {
  const shortnames = companies.map((company) => company.shortname);
  return (
    <section aria-labelledby="compare-table-heading" className="space-y-2">
      <h2 id="compare-table-heading" className="text-lg font-semibold text-brand">
        {TABLE_LABEL}
      </h2>
      <div
        role="region"
        aria-label={TABLE_LABEL}
        tabIndex={0}
        className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-brand"
      >
        <table className="w-full border-collapse text-left text-sm">
          <thead>
            <tr className="border-b border-slate-200 bg-slate-50 align-top">
              <th scope="col" className="w-40 px-3 py-2 font-semibold">
                <span className="sr-only">Field</span>
              </th>
              {companies.map((company) => (
                <th key={company.id} scope="col" className="min-w-52 px-3 py-2">
                  <CompanyLink company={company} className={`text-base font-bold ${linkClass}`} />
                  <a
                    href={compareWithout(shortnames, company.shortname)}
                    aria-label={`Remove ${company.name}`}
                    className={`ml-3 text-xs font-normal text-slate-600 ${linkClass}`}
                  >
                    Remove
                  </a>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {compareRows(companies, now).map((row) => (
              <tr key={row.label} className="border-b border-slate-100 align-top last:border-0">
                <th scope="row" className="px-3 py-2 font-semibold text-slate-700">
                  {row.label}
                </th>
                {companies.map((company) => (
                  <td key={company.id} className="px-3 py-2 text-slate-800">
                    {row.cell(company)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
