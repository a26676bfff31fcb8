import { bands, niceTicks, scaleLinear, tenth } from "@/lib/domain/chart-scale";
import { axisFormatter, Legend, PLOT, SERIES_COLORS, PlotSvg, type ValueKind } from "./chart-axes";

export type ColumnSeries = { key: string; label: string; values: number[] };

type Props = {
  /** The id given to the chart's figure (its title and summary label the drawing). */
  id: string;
  /** One label per column (years, months). */
  labels: string[];
  /** One or more series, stacked in each column; one series draws plain columns. */
  series: ColumnSeries[];
  kind: ValueKind;
  xLabel: string;
  yLabel: string;
};

// About the width of a character of the 11-unit labels: past as many columns as labels fit,
// only every n-th column is labelled, so that the labels never overlap.
const LABEL_CHAR_WIDTH = 6.5;

/** Columns over years or months, stacked by series, drawn as SVG on the server. */
export function ColumnChart({ id, labels, series, kind, xLabel, yLabel }: Props) {
  const totals = labels.map((_, i) => series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0));
  const ticks = niceTicks(Math.max(0, ...totals));
  const columns = bands(labels.length, PLOT.x1 - PLOT.x0);
  const longest = Math.max(1, ...labels.map((label) => label.length));
  const fitting = Math.max(1, Math.floor((PLOT.x1 - PLOT.x0) / (longest * LABEL_CHAR_WIDTH + 10)));
  const labelEvery = Math.ceil(labels.length / fitting);
  const format = axisFormatter(kind, ticks.top);
  const y = (value: number) => scaleLinear(value, ticks.top, PLOT.y0, PLOT.y1);
  return (
    <div className="space-y-2">
      <PlotSvg id={id} ticks={ticks} kind={kind} xLabel={xLabel} yLabel={yLabel}>
        {labels.flatMap((label, i) => {
          const x = tenth(PLOT.x0 + columns.offset(i));
          let base = 0;
          return series.map((s, index) => {
            const value = s.values[i] ?? 0;
            if (value <= 0) return null;
            const top = y(base + value);
            const height = tenth(y(base) - top);
            base += value;
            return (
              <rect
                key={`${label} ${s.key}`}
                x={x}
                y={top}
                width={columns.bar}
                height={Math.max(height, 1)}
                fill={SERIES_COLORS[index % SERIES_COLORS.length]}
              >
                <title>{`${label}${series.length > 1 ? `, ${s.label}` : ""}: ${format(value)}`}</title>
              </rect>
            );
          });
        })}
        <g
          fill="var(--color-slate-600)"
          textAnchor="middle"
          className="text-[11px]"
          aria-hidden="true"
        >
          {labels.map((label, i) =>
            i % labelEvery === 0 ? (
              <text
                key={label}
                x={tenth(PLOT.x0 + columns.offset(i) + columns.bar / 2)}
                y={PLOT.y0 + 14}
              >
                {label}
              </text>
            ) : null,
          )}
        </g>
      </PlotSvg>
      {series.length > 1 && <Legend series={series} />}
    </div>
  );
}
