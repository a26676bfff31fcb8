import type { MoneyTotals } from "@/lib/queries/home";
import type { MonthlyHeadlines, TopTags, YearCounts } from "@/lib/queries/stats";
import type { FundingStats } from "@/lib/queries/stats-funding";
import type { OpenSourceStats } from "@/lib/queries/stats-open-source";
import { FundingStatCard } from "../home/money-stats";
import { FundingCharts } from "./funding-charts";
import { HeadlinesByMonthChart } from "./headlines-by-month-chart";
import { OpenSourceSection } from "./open-source-section";
import { StatsHeader } from "./stats-header";
import { TopTagsCharts } from "./top-tags-charts";
import { YearCountChart } from "./year-count-chart";

type Props = {
  asOf: string;
  companies: Promise<YearCounts>;
  funding: Promise<FundingStats>;
  /** The home page's total funding, the same figure. */
  totals: Promise<MoneyTotals>;
  tags: Promise<TopTags>;
  headlines: Promise<MonthlyHeadlines>;
  valuations: Promise<YearCounts>;
  openSource: Promise<OpenSourceStats>;
};

type WhenProps<T> = { data: Promise<T>; children: (data: T) => React.ReactNode };

// A chart drawn as soon as its own numbers arrive, while the database computes the others'.
async function When<T>({ data, children }: WhenProps<T>) {
  return children(await data);
}

/** The /stats page: every chart, server-rendered SVG with its table. */
export function StatsView({
  asOf,
  companies,
  funding,
  totals,
  tags,
  headlines,
  valuations,
  openSource,
}: Props) {
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <StatsHeader asOf={asOf} />
      <When data={totals}>{(data) => <FundingStatCard totals={data} />}</When>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2">
        <When data={companies}>
          {(data) => (
            <YearCountChart
              id="companies-by-year"
              title="Companies by year founded"
              data={data}
              noun="companies"
              xLabel="Year founded"
              yLabel="Companies"
            />
          )}
        </When>
        <When data={valuations}>
          {(data) => (
            <YearCountChart
              id="valuations-by-year"
              title="Valuations reported per year"
              data={data}
              noun="valuations"
              xLabel="Year of the valuation"
              yLabel="Valuations"
            />
          )}
        </When>
        <When data={funding}>{(data) => <FundingCharts data={data} />}</When>
      </div>
      <When data={headlines}>{(data) => <HeadlinesByMonthChart data={data} />}</When>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2">
        <When data={tags}>{(data) => <TopTagsCharts tags={data} />}</When>
      </div>
      <When data={openSource}>{(data) => <OpenSourceSection data={data} />}</When>
    </div>
  );
}
