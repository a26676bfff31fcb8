/** Millions of USD as '$396.0M', or '$1.5B' from 1000 million on. */
export function formatMillions(millions: number): string {
  return millions >= 1000 ? `$${(millions / 1000).toFixed(1)}B` : `$${millions.toFixed(1)}M`;
}

/** The same, or 'N/A' for an amount nobody recorded. */
export const formatMillionsOrNA = (millions: number | null): string =>
  millions === null ? "N/A" : formatMillions(millions);

const compactUsd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  notation: "compact",
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/** A headline's funding amount (USD) in compact form: '$200M', '$1.5B', '$12.5M'. */
export function formatCompactUsd(amount: number): string {
  return compactUsd.format(amount);
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
