/** Millions of USD as '$396.0M', or '$1.5B' from 1000 million on. */
export function formatMillions(millions: number): string {
  return millions >= 1000 ? `$${(millions / 1000).toFixed(1)}B` : `$${millions.toFixed(1)}M`;
}

/** The same, or null for an amount nobody recorded (its line is left out, a table shows '—'). */
export const formatMillionsOrNull = (millions: number | null): string | null =>
  millions === null ? null : formatMillions(millions);

const COMPACT_UNITS = [
  { size: 1, suffix: "" },
  { size: 1e3, suffix: "K" },
  { size: 1e6, suffix: "M" },
  { size: 1e9, suffix: "B" },
  { size: 1e12, suffix: "T" },
];

/**
 * A headline's funding amount (USD) in compact form: '$200M', '$1.5B', '$12.5M'. Intl's compact
 * notation with at most one decimal, written by hand as the dates are (see lib/domain/dates.ts).
 */
export function formatCompactUsd(amount: number): string {
  const size = Math.abs(amount);
  let unit = 0;
  while (unit < COMPACT_UNITS.length - 1 && size >= COMPACT_UNITS[unit + 1].size) unit += 1;
  // Tenths of the unit, rounded half up as Intl does; 999.96K reads as $1M.
  const inUnit = (index: number) => Math.round((size * 10) / COMPACT_UNITS[index].size) / 10;
  if (inUnit(unit) >= 1000 && unit < COMPACT_UNITS.length - 1) unit += 1;
  return `${amount < 0 ? "-" : ""}$${inUnit(unit)}${COMPACT_UNITS[unit].suffix}`;
}

/**
 * Total funding text ('396M', '1.5B', '$10 M', '750K') in millions of USD; a bare number
 * counts as millions. Mirrors organization.funding_millions in the schema.
 */
export function parseFundingMillions(text: string | null | undefined): number | null {
  if (!text) return null;
  const number = text.replace(/,/g, "").match(/[0-9]+(?:\.[0-9]+)?/);
  if (!number) return null;
  const unit = /b/i.test(text) ? 1000 : /k/i.test(text) ? 0.001 : 1;
  return Number(number[0]) * unit;
}

/**
 * A valuation amount as typed by a curator, in millions: non-numeric characters are
 * stripped, and a 'b' anywhere means billions.
 */
export function parseValuationMillions(input: string | number): number | null {
  if (typeof input === "number") return Number.isFinite(input) ? input : null;
  const digits = input.replace(/[^0-9.]/g, "");
  const value = Number.parseFloat(digits);
  if (!Number.isFinite(value)) return null;
  return /b/i.test(input) ? value * 1000 : value;
}
