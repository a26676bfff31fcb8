import type { MonthlyHeadlines, TopTags, YearCounts } from "@/lib/queries/stats";
import type { FundingStats } from "@/lib/queries/stats-funding";
import { FundingCharts } from "./funding-charts";
import { HeadlinesByMonthChart } from "./headlines-by-month-chart";
import { StatsHeader } from "./stats-header";
import { TopTagsCharts } from "./top-tags-charts";
import { YearCountChart } from "./year-count-chart";

type Props = {
  asOf: string;
  companies: YearCounts;
  funding: FundingStats;
  tags: TopTags;
  headlines: MonthlyHeadlines;
  valuations: YearCounts;
};

/** The /stats page: every chart, server-rendered SVG with its table. */
export function StatsView({ asOf, companies, funding, tags, headlines, valuations }: Props) {
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <StatsHeader asOf={asOf} />
      <div className="grid gap-6 lg:grid-cols-2">
        <YearCountChart
          id="companies-by-year"
          title="Companies by year founded"
          data={companies}
          noun="companies"
          xLabel="Year founded"
          yLabel="Companies"
        />
        <YearCountChart
          id="valuations-by-year"
          title="Valuations reported per year"
          data={valuations}
          noun="valuations"
          xLabel="Year of the valuation"
          yLabel="Valuations"
        />
        <FundingCharts data={funding} />
      </div>
      <HeadlinesByMonthChart data={headlines} />
      <div className="grid gap-6 lg:grid-cols-2">
        <TopTagsCharts tags={tags} />
      </div>
    </div>
  );
}
