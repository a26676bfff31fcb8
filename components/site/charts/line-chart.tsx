import { niceTicks, scaleLinear, tenth } from "@/lib/domain/chart-scale";
import { axisFormatter, PLOT, PlotSvg, type ValueKind } from "./chart-axes";

export type Point = { date: string; value: number };

type Props = { id: string; points: Point[]; kind: ValueKind; xLabel: string; yLabel: string };

const DAY = 86_400_000;

/**
 * Values over time (valuations), drawn as SVG: points on a time axis joined by a line; a single
 * point is drawn alone, in the middle.
 */
export function LineChart({ id, points, kind, xLabel, yLabel }: Props) {
  const ticks = niceTicks(Math.max(0, ...points.map((point) => point.value)));
  const times = points.map((point) => Date.parse(`${point.date}T00:00:00Z`));
  const first = Math.min(...times);
  const last = Math.max(...times);
  // A single date (or several on one day) sits in the middle of the axis.
  const span = Math.max(last - first, DAY);
  const inset = 24;
  const x = (time: number) =>
    last === first
      ? (PLOT.x0 + PLOT.x1) / 2
      : tenth(PLOT.x0 + inset + ((time - first) / span) * (PLOT.x1 - PLOT.x0 - 2 * inset));
  const y = (value: number) => scaleLinear(value, ticks.top, PLOT.y0, PLOT.y1);
  const format = axisFormatter(kind, ticks.top);
  const coordinates = points.map((point, i) => [x(times[i]), y(point.value)] as const);
  // Years in the range, else (all within one year) the first and last dates.
  const years = yearTicks(first, last);
  const dates = [...new Set([points[0].date, points[points.length - 1].date])];
  const labels = years.length > 0 ? years : dates;
  return (
    <PlotSvg id={id} ticks={ticks} kind={kind} xLabel={xLabel} yLabel={yLabel}>
      <g
        aria-hidden="true"
        className="text-[11px]"
        fill="var(--color-slate-600)"
        textAnchor="middle"
      >
        {labels.map((label) => {
          const time = Date.parse(
            label.length === 4 ? `${label}-01-01T00:00:00Z` : `${label}T00:00:00Z`,
          );
          return (
            <text key={label} x={x(time)} y={PLOT.y0 + 14}>
              {label}
            </text>
          );
        })}
      </g>
      {coordinates.length > 1 && (
        <polyline
          points={coordinates.map(([cx, cy]) => `${cx},${cy}`).join(" ")}
          fill="none"
          stroke="var(--color-brand)"
          strokeWidth={2}
          data-testid="valuation-line"
        />
      )}
      {coordinates.map(([cx, cy], i) => (
        <circle
          key={i}
          cx={cx}
          cy={cy}
          r={5}
          fill="#e69f00"
          stroke="var(--color-brand)"
          strokeWidth={1.5}
        >
          <title>{`${points[i].date}: ${format(points[i].value)}`}</title>
        </circle>
      ))}
    </PlotSvg>
  );
}

// The first days of the years within the range, as labels ('2024'), at most about eight.
function yearTicks(first: number, last: number): string[] {
  const from = new Date(first).getUTCFullYear() + 1;
  const to = new Date(last).getUTCFullYear();
  const years = [];
  for (let year = from; year <= to; year++) years.push(String(year));
  const every = Math.ceil(years.length / 8);
  return years.filter((_, i) => i % every === 0);
}
