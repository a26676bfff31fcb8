import { formatCount } from "@/lib/domain/chart-scale";
import { formatShortDate } from "@/lib/domain/dates";
import type { CompanyFunding } from "@/lib/domain/funding";
import { formatMillions } from "@/lib/domain/money";
import type { CompanyDetail } from "@/lib/queries/company-detail";
import { CompanyStars } from "./company-stars";

type Props = { company: CompanyDetail; funding: CompanyFunding };

/**
 * The company at a glance: founded, headquarters, funding, latest valuation, people, headlines
 * and GitHub stars. A figure nobody recorded leaves its item out.
 */
export function KeyFigures({ company, funding }: Props) {
  const figures: [string, React.ReactNode][] = [];
  if (company.year_founded) figures.push(["Founded", company.year_founded]);
  if (company.city) figures.push(["Headquarters", company.city]);
  if (funding.millions !== null) figures.push(["Funding", formatMillions(funding.millions)]);
  if (company.valuation) {
    figures.push([
      "Latest valuation",
      <>
        {formatMillions(company.valuation.amount)}{" "}
        <span className="font-normal text-slate-600">
          ({formatShortDate(company.valuation.date)})
        </span>
      </>,
    ]);
  }
  if (company.key_people.length > 0) figures.push(["People", company.key_people.length]);
  if (company.headline_count > 0) figures.push(["Headlines", formatCount(company.headline_count)]);
  if (company.open_source) {
    figures.push([
      "Open source",
      <span key="stars" className="flex flex-wrap gap-x-2">
        <CompanyStars figures={company.open_source} />
      </span>,
    ]);
  }
  if (figures.length === 0) return null;
  return (
    <section aria-label="Key figures">
      <dl className="flex flex-wrap gap-x-8 gap-y-3">
        {figures.map(([term, value]) => (
          <div key={term}>
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{term}</dt>
            <dd className="font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
