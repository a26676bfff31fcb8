import { formatCount } from "@/lib/domain/chart-scale";
import { yearRange } from "@/lib/domain/stats-periods";
import type { YearCounts } from "@/lib/queries/stats";
import { ChartFigure } from "../charts/chart-figure";
import { ColumnChart } from "../charts/column-chart";

// Past this span, years without data are left out rather than drawn as empty columns.
const MAX_FILLED_YEARS = 80;

type Props = {
  id: string;
  title: string;
  data: YearCounts;
  /** What is counted, plural: 'companies', 'valuations'. */
  noun: string;
  xLabel: string;
  yLabel: string;
};

/** A count per year as columns (companies by year founded, valuations per year). */
export function YearCountChart({ id, title, data, noun, xLabel, yLabel }: Props) {
  const counts = new Map(data.years.map((row) => [row.year, row.count]));
  const first = data.years[0]?.year ?? 0;
  const last = data.years[data.years.length - 1]?.year ?? 0;
  const years =
    last - first < MAX_FILLED_YEARS ? yearRange(first, last) : data.years.map((row) => row.year);
  const total = data.years.reduce((sum, row) => sum + row.count, 0);
  const peak = data.years.reduce((best, row) => (row.count > best.count ? row : best), {
    year: 0,
    count: 0,
  });
  return (
    <ChartFigure
      id={id}
      title={title}
      summary={`${formatCount(total)} ${noun} from ${first} to ${last}; the most, ${formatCount(peak.count)}, in ${peak.year}.`}
      empty={data.years.length === 0}
      future={data.future}
      table={{
        columns: [{ label: "Year" }, { label: yLabel, numeric: true }],
        rows: data.years.map((row) => [row.year, formatCount(row.count)]),
      }}
    >
      <ColumnChart
        id={id}
        labels={years.map(String)}
        series={[{ key: noun, label: yLabel, values: years.map((year) => counts.get(year) ?? 0) }]}
        kind="count"
        xLabel={xLabel}
        yLabel={yLabel}
      />
    </ChartFigure>
  );
}
