// The math of the server-rendered charts: nice axis ticks, positions on a linear scale, and
// the units of money axes. Pure, so that the charts' numbers are tested without rendering.

/** Axis ticks from 0: a round step (1, 2, 2.5 or 5 × 10^n) and the axis top (the last tick). */
export type Ticks = { step: number; top: number; values: number[] };

/** About `count` round ticks from 0 that cover `max` (at least one step above 0). */
export function niceTicks(max: number, count = 5): Ticks {
  const safeMax = Number.isFinite(max) && max > 0 ? max : 1;
  const rough = safeMax / Math.max(1, count);
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((f) => f * magnitude).find((s) => s >= rough)!;
  // Whole counts (companies, headlines) never get a fractional step.
  const wholeStep = Number.isInteger(safeMax) && step < 1 ? 1 : step;
  const steps = Math.max(1, Math.ceil(safeMax / wholeStep - 1e-9));
  const values = Array.from({ length: steps + 1 }, (_, i) => round(i * wholeStep));
  return { step: wholeStep, top: values[values.length - 1], values };
}

/** The position of `value` on an axis from 0 (at `start`) to `top` (at `end`), to 0.1 unit. */
export function scaleLinear(value: number, top: number, start: number, end: number): number {
  if (top <= 0) return start;
  return tenth(start + (Math.min(Math.max(value, 0), top) / top) * (end - start));
}

/** A drawing position to 0.1 unit: finer is invisible, and each digit is sent twice a page. */
export function tenth(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Band positions of `count` bars across `width`: each bar's offset and width, with gaps. */
export function bands(count: number, width: number, gapRatio = 0.25) {
  if (count <= 0) return { band: 0, bar: 0, offset: () => 0 };
  const band = width / count;
  const bar = tenth(band * (1 - gapRatio));
  return { band, bar, offset: (index: number) => tenth(index * band + (band - bar) / 2) };
}

// One formatter for every label: toLocaleString with options builds a new one on each call,
// which costs more than drawing the rest of a chart.
const NUMBER = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

/** A money axis's unit: the largest of K, M, B that its top reaches. */
export type MoneyUnit = { suffix: "" | "K" | "M" | "B"; size: number };

/** The unit of a money axis whose top is `topUsd`, shared by all its ticks. */
export function moneyUnit(topUsd: number): MoneyUnit {
  if (topUsd >= 1e9) return { suffix: "B", size: 1e9 };
  if (topUsd >= 1e6) return { suffix: "M", size: 1e6 };
  if (topUsd >= 1e3) return { suffix: "K", size: 1e3 };
  return { suffix: "", size: 1 };
}

/** An amount in USD in the axis's unit: '$0', '$500M', '$1.5B', '$2.25B'. */
export function formatInUnit(amountUsd: number, unit: MoneyUnit): string {
  if (amountUsd === 0) return "$0";
  const value = round(amountUsd / unit.size);
  return `$${NUMBER.format(value)}${unit.suffix}`;
}

/** A count as an axis label: '1,200'. */
export function formatCount(count: number): string {
  return NUMBER.format(count);
}

// Floating steps (0.1 × 3) are rounded back to the digits a person would write.
function round(value: number): number {
  return Number.parseFloat(value.toPrecision(12));
}
