import { formatCount } from "@/lib/domain/chart-scale";
import { formatStarsCompact } from "@/lib/domain/star-count";
import { STAR_RANGE_STARTS, type OpenSourceStats } from "@/lib/queries/stats-open-source";
import { ChartFigure } from "../charts/chart-figure";
import { ColumnChart } from "../charts/column-chart";

const ID = "repositories-by-stars";

/** The ranges' names: 'Under 100', '100–1k', …, 'Over 50k' (each holds its lower bound). */
export const STAR_RANGE_LABELS = [
  `Under ${formatStarsCompact(STAR_RANGE_STARTS[0])}`,
  ...STAR_RANGE_STARTS.slice(1).map(
    (end, i) => `${formatStarsCompact(STAR_RANGE_STARTS[i])}–${formatStarsCompact(end)}`,
  ),
  `Over ${formatStarsCompact(STAR_RANGE_STARTS[STAR_RANGE_STARTS.length - 1])}`,
];

/** How many repositories have how many stars, per range. */
export function StarRangesChart({ data }: { data: OpenSourceStats }) {
  const largest = data.byRange.indexOf(Math.max(...data.byRange));
  return (
    <ChartFigure
      id={ID}
      title="Repositories by stars"
      summary={`${formatCount(data.repositories)} repositories by their number of stars (each range holds its lower bound); the largest range is ${STAR_RANGE_LABELS[largest].toLowerCase()} stars, with ${formatCount(data.byRange[largest])}.`}
      empty={data.repositories === 0}
      table={{
        columns: [{ label: "Stars" }, { label: "Repositories", numeric: true }],
        rows: data.byRange.map((count, i) => [STAR_RANGE_LABELS[i], formatCount(count)]),
      }}
    >
      <ColumnChart
        id={ID}
        labels={STAR_RANGE_LABELS}
        series={[{ key: "repositories", label: "Repositories", values: data.byRange }]}
        kind="count"
        xLabel="Stars"
        yLabel="Repositories"
      />
    </ChartFigure>
  );
}
