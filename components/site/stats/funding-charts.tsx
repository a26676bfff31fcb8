import { ROUND_TYPES } from "@/lib/domain/constants";
import { formatCompactUsd } from "@/lib/domain/money";
import { roundTypeLabel } from "@/lib/domain/round-type";
import type { FundingStats, RoundKey } from "@/lib/queries/stats-funding";
import { BarChart } from "../charts/bar-chart";
import { ChartFigure } from "../charts/chart-figure";
import { ColumnChart } from "../charts/column-chart";

const ROUND_KEYS: RoundKey[] = [...ROUND_TYPES, "unknown"];
// Rounds whose type no one named are a bar of their own, labelled as such (a dash would not
// read as a category).
const keyLabel = (key: RoundKey) => (key === "unknown" ? "Type not named" : roundTypeLabel(key));

/** Disclosed funding by year, stacked by round type; and the total of each round type. */
export function FundingCharts({ data }: { data: FundingStats }) {
  const present = ROUND_KEYS.filter((key) => data.byYear.some((year) => year.amounts[key]));
  const total = data.byYear.reduce((sum, year) => sum + year.total, 0);
  const peak = data.byYear.reduce((best, year) => (year.total > best.total ? year : best), {
    year: 0,
    total: 0,
  });
  const first = data.byYear[0]?.year;
  const last = data.byYear[data.byYear.length - 1]?.year;
  const rounds = data.byType.reduce((sum, type) => sum + type.rounds, 0);
  const top = data.byType[0];
  return (
    <>
      <ChartFigure
        id="funding-by-year"
        title="Disclosed funding by year"
        summary={`${formatCompactUsd(total)} disclosed in funding headlines from ${first} to ${last}; the most, ${formatCompactUsd(peak.total)}, in ${peak.year}.`}
        empty={data.byYear.length === 0}
        future={data.future}
        table={{
          columns: [
            { label: "Year" },
            ...present.map((key) => ({ label: keyLabel(key), numeric: true })),
            { label: "Total", numeric: true },
          ],
          rows: data.byYear.map((year) => [
            year.year,
            ...present.map((key) =>
              year.amounts[key] ? formatCompactUsd(year.amounts[key]) : "–",
            ),
            formatCompactUsd(year.total),
          ]),
        }}
      >
        <ColumnChart
          id="funding-by-year"
          labels={data.byYear.map((year) => String(year.year))}
          series={present.map((key) => ({
            key,
            label: keyLabel(key),
            values: data.byYear.map((year) => year.amounts[key] ?? 0),
          }))}
          kind="usd"
          xLabel="Year"
          yLabel="Funding (USD)"
        />
      </ChartFigure>
      <ChartFigure
        id="funding-by-round"
        title="Disclosed funding by round type"
        summary={
          top
            ? `${rounds} rounds with a disclosed amount; the largest share, ${formatCompactUsd(top.amount)}, in ${keyLabel(top.type)} rounds.`
            : ""
        }
        empty={data.byType.length === 0}
        future={data.future}
        table={{
          columns: [
            { label: "Round type" },
            { label: "Rounds", numeric: true },
            { label: "Funding", numeric: true },
          ],
          rows: data.byType.map((type) => [
            keyLabel(type.type),
            type.rounds,
            formatCompactUsd(type.amount),
          ]),
        }}
      >
        <BarChart
          id="funding-by-round"
          bars={data.byType.map((type) => ({
            key: type.type,
            label: keyLabel(type.type),
            value: type.amount,
          }))}
          valueLabel="Funding (USD)"
          kind="usd"
        />
      </ChartFigure>
    </>
  );
}
