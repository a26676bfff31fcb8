import { formatCompactUsd } from "@/lib/domain/money";
import { formatShortDate } from "@/lib/domain/dates";
import type { ValuationPoint } from "@/lib/queries/funding-rounds";
import { ChartFigure } from "../charts/chart-figure";
import { LineChart } from "../charts/line-chart";
import { OutboundLink } from "../outbound-link";
import { linkClass } from "../section-card";

const ID = "valuation-history";

/** The company's recorded valuations over time as a chart (one valuation: one point). */
export function ValuationHistory({ points }: { points: ValuationPoint[] }) {
  const first = points[0];
  const last = points[points.length - 1];
  const summary =
    points.length === 1
      ? `One valuation recorded: ${formatCompactUsd(first.amount_usd)} on ${formatShortDate(first.date)}.`
      : points.length > 1
        ? `${points.length} valuations from ${formatCompactUsd(first.amount_usd)} on ${formatShortDate(first.date)} to ${formatCompactUsd(last.amount_usd)} on ${formatShortDate(last.date)}.`
        : "";
  return (
    <ChartFigure
      id={ID}
      title="Valuation"
      summary={summary}
      empty={points.length === 0}
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
