import { formatCount } from "@/lib/domain/chart-scale";
import { HEADLINE_TYPES } from "@/lib/domain/constants";
import { headlineTypeBadge } from "@/lib/domain/headline-types";
import { monthLabel } from "@/lib/domain/stats-periods";
import { HEADLINE_MONTHS, type MonthlyHeadlines } from "@/lib/queries/stats";
import { ChartFigure } from "../charts/chart-figure";
import { ColumnChart } from "../charts/column-chart";

const ID = "headlines-by-month";

/** Published headlines per month over the last HEADLINE_MONTHS months, stacked by type. */
export function HeadlinesByMonthChart({ data }: { data: MonthlyHeadlines }) {
  const totals = data.months.map((m) => HEADLINE_TYPES.reduce((sum, t) => sum + m.counts[t], 0));
  const total = totals.reduce((sum, count) => sum + count, 0);
  const peak = totals.indexOf(Math.max(...totals));
  return (
    <ChartFigure
      id={ID}
      title={`Headlines per month, last ${HEADLINE_MONTHS} months`}
      summary={`${formatCount(total)} headlines from ${monthLabel(data.months[0].month)} to ${monthLabel(data.months[data.months.length - 1].month)}, by type; the busiest month, ${monthLabel(data.months[peak].month)}, had ${formatCount(totals[peak])}.`}
      empty={total === 0}
      future={data.future}
      table={{
        columns: [
          { label: "Month" },
          ...HEADLINE_TYPES.map((type) => ({
            label: headlineTypeBadge(type).label,
            numeric: true,
          })),
          { label: "Total", numeric: true },
        ],
        rows: data.months.map((m, i) => [
          monthLabel(m.month),
          ...HEADLINE_TYPES.map((type) => m.counts[type]),
          totals[i],
        ]),
      }}
    >
      <ColumnChart
        id={ID}
        labels={data.months.map((m) => monthLabel(m.month))}
        series={HEADLINE_TYPES.map((type) => ({
          key: type,
          label: headlineTypeBadge(type).label,
          values: data.months.map((m) => m.counts[type]),
        }))}
        kind="count"
        xLabel="Month"
        yLabel="Headlines"
      />
    </ChartFigure>
  );
}
