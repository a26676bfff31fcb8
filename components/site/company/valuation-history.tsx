import { formatCompactUsd } from "@/lib/domain/money";
import { formatShortDate } from "@/lib/domain/dates";
import type { ValuationPoint } from "@/lib/queries/funding-rounds";
import { ChartFigure } from "../charts/chart-figure";
import { LineChart } from "../charts/line-chart";
import { OutboundLink } from "../outbound-link";
import { linkClass } from "../section-card";

const ID = "valuation-history";

/**
 * The company's recorded valuations over time as a chart, from two on: a single one is the
 * Current Valuation card's figure and date, not a chart of one point.
 */
export function ValuationHistory({ points }: { points: ValuationPoint[] }) {
  if (points.length < 2) return null;
  const first = points[0];
  const last = points[points.length - 1];
  const summary = `${points.length} valuations from ${formatCompactUsd(first.amount_usd)} on ${formatShortDate(first.date)} to ${formatCompactUsd(last.amount_usd)} on ${formatShortDate(last.date)}.`;
  return (
    <ChartFigure
      id={ID}
      title="Valuation"
      summary={summary}
      empty={false}
      table={{
        columns: [{ label: "Date" }, { label: "Valuation", numeric: true }, { label: "Source" }],
        rows: points.map((point) => [
          formatShortDate(point.date),
          formatCompactUsd(point.amount_usd),
          <OutboundLink key={point.date} url={point.source_url} className={linkClass}>
            Source
          </OutboundLink>,
        ]),
      }}
    >
      <LineChart
        id={ID}
        points={points.map((point) => ({ date: point.date, value: point.amount_usd }))}
        kind="usd"
        xLabel="Date"
        yLabel="Valuation (USD)"
      />
    </ChartFigure>
  );
}
