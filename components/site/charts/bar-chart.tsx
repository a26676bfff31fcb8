import { niceTicks, scaleLinear, tenth } from "@/lib/domain/chart-scale";
import { axisFormatter, type ValueKind } from "./chart-axes";
import { CHART_SVG_CLASS, chartSummaryId, chartTitleId } from "./chart-figure";

export type Bar = { key: string; label: string; value: number; href?: string };

type Props = {
  id: string;
  bars: Bar[];
  valueLabel: string;
  kind?: ValueKind;
  /** What a count counts, said after it in each bar's name: 'companies'. */
  unit?: string;
};

const WIDTH = 640;
const LABEL_WIDTH = 180;
const ROW = 22;
const TOP = 4;
const AXIS = 36;

/**
 * Ranked horizontal bars (tags by company count), drawn as SVG; a bar with an `href` is a link
 * (to the list filtered by it), named by its label and value.
 */
export function BarChart({ id, bars, valueLabel, kind = "count", unit }: Props) {
  const ticks = niceTicks(Math.max(0, ...bars.map((bar) => bar.value)));
  const format = axisFormatter(kind, ticks.top);
  const x0 = LABEL_WIDTH;
  const x1 = WIDTH - 24;
  const height = TOP + bars.length * ROW + AXIS;
  const x = (value: number) => scaleLinear(value, ticks.top, x0, x1);
  const axisY = TOP + bars.length * ROW;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="group"
      aria-labelledby={chartTitleId(id)}
      aria-describedby={chartSummaryId(id)}
      className={CHART_SVG_CLASS}
      // Scaled text is laid out faster so: Chrome then skips a font per label at screen size.
      textRendering="geometricPrecision"
    >
      <g aria-hidden="true" className="text-[11px]">
        <g stroke="var(--color-slate-200)">
          {ticks.values.map((value) => (
            <line key={value} x1={x(value)} x2={x(value)} y1={TOP} y2={axisY} />
          ))}
        </g>
        <g fill="var(--color-slate-600)" textAnchor="middle">
          {ticks.values.map((value) => (
            <text key={value} x={x(value)} y={axisY + 14}>
              {format(value)}
            </text>
          ))}
        </g>
        <text
          x={(x0 + x1) / 2}
          y={height - 4}
          textAnchor="middle"
          fill="var(--color-slate-700)"
          className="text-xs font-semibold"
        >
          {valueLabel}
        </text>
      </g>
      {bars.map((bar, index) => {
        const y = TOP + index * ROW;
        const body = (
          <>
            <text
              x={x0 - 8}
              y={y + ROW / 2}
              dy="0.32em"
              textAnchor="end"
              fill="var(--color-slate-800)"
              className="text-xs"
            >
              {bar.label.length > 26 ? `${bar.label.slice(0, 25)}…` : bar.label}
            </text>
            <rect
              x={x0}
              y={y + 3}
              width={Math.max(tenth(x(bar.value) - x0), 1)}
              height={ROW - 6}
              fill="var(--color-brand)"
            />
            <text
              x={tenth(x(bar.value) + 4)}
              y={y + ROW / 2}
              dy="0.32em"
              fill="var(--color-slate-700)"
              className="text-[11px]"
            >
              {format(bar.value)}
            </text>
          </>
        );
        const name = `${bar.label}: ${format(bar.value)}${unit ? ` ${unit}` : ""}`;
        return bar.href ? (
          <a key={bar.key} href={bar.href} aria-label={name} className="hover:opacity-80">
            {body}
          </a>
        ) : (
          <g key={bar.key} role="img" aria-label={name}>
            {body}
          </g>
        );
      })}
    </svg>
  );
}
