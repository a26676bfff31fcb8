import {
  formatCount,
  formatInUnit,
  moneyUnit,
  scaleLinear,
  type Ticks,
} from "@/lib/domain/chart-scale";
import { CHART_SVG_CLASS, chartSummaryId, chartTitleId } from "./chart-figure";

/** The drawing area of the charts, in SVG units (the SVG scales to its container). */
export const FRAME = { width: 640, height: 280, left: 64, right: 12, top: 12, bottom: 52 };
export const PLOT = {
  x0: FRAME.left,
  x1: FRAME.width - FRAME.right,
  y0: FRAME.height - FRAME.bottom,
  y1: FRAME.top,
};

export type ValueKind = "count" | "usd";

/** The label of a value on an axis of `kind` whose top is `top`. */
export function axisFormatter(kind: ValueKind, top: number): (value: number) => string {
  if (kind === "count") return formatCount;
  const unit = moneyUnit(top);
  return (value) => formatInUnit(value, unit);
}

type Props = { ticks: Ticks; kind: ValueKind; xLabel: string; yLabel: string };

/** The value axis (left, with grid lines) and both axis titles. */
export function ValueAxis({ ticks, kind, xLabel, yLabel }: Props) {
  const format = axisFormatter(kind, ticks.top);
  const ys = ticks.values.map((value) => scaleLinear(value, ticks.top, PLOT.y0, PLOT.y1));
  // Colours and alignment are set once on each group, which its lines and texts inherit.
  return (
    <g className="text-[11px]" aria-hidden="true">
      <g stroke="var(--color-slate-200)">
        {ys.map((y) => (
          <line key={y} x1={PLOT.x0} x2={PLOT.x1} y1={y} y2={y} />
        ))}
      </g>
      <g fill="var(--color-slate-600)" textAnchor="end">
        {ticks.values.map((value, i) => (
          <text key={value} x={PLOT.x0 - 6} y={ys[i]} dy="0.32em">
            {format(value)}
          </text>
        ))}
      </g>
      <line x1={PLOT.x0} x2={PLOT.x1} y1={PLOT.y0} y2={PLOT.y0} stroke="var(--color-slate-500)" />
      <text
        x={(PLOT.x0 + PLOT.x1) / 2}
        y={FRAME.height - 6}
        textAnchor="middle"
        fill="var(--color-slate-700)"
        className="text-xs font-semibold"
      >
        {xLabel}
      </text>
      <text
        transform={`translate(14 ${(PLOT.y0 + PLOT.y1) / 2}) rotate(-90)`}
        textAnchor="middle"
        fill="var(--color-slate-700)"
        className="text-xs font-semibold"
      >
        {yLabel}
      </text>
    </g>
  );
}

/** Colours of the chart series, distinct for people with the common colour-vision deficiencies. */
export const SERIES_COLORS = [
  "var(--color-brand)",
  "#e69f00",
  "#56b4e9",
  "#009e73",
  "#cc79a7",
  "#d55e00",
  "#0072b2",
  "#8c6d1f",
  "#7f7f7f",
  "#b2182b",
  "#4d9221",
];

type LegendProps = { series: { key: string; label: string }[] };

/** The names of a chart's series beside their colours. */
export function Legend({ series }: LegendProps) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700" aria-label="Legend">
      {series.map((item, index) => (
        <li key={item.key} className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="inline-block size-3 rounded-sm"
            style={{ backgroundColor: SERIES_COLORS[index % SERIES_COLORS.length] }}
          />
          {item.label}
        </li>
      ))}
    </ul>
  );
}

type PlotProps = Props & { id: string; children: React.ReactNode };

/** A chart's drawing with its value axis, named by the chart's title and summary. */
export function PlotSvg({ id, children, ...axis }: PlotProps) {
  return (
    <svg
      viewBox={`0 0 ${FRAME.width} ${FRAME.height}`}
      role="img"
      aria-labelledby={chartTitleId(id)}
      aria-describedby={chartSummaryId(id)}
      className={CHART_SVG_CLASS}
      // Scaled text is laid out faster so: Chrome then skips a font per label at screen size.
      textRendering="geometricPrecision"
    >
      <ValueAxis {...axis} />
      {children}
    </svg>
  );
}
