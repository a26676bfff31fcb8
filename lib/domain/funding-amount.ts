/** Multipliers of the units written after an amount: 12.5M, 1.2 billion, 750K. */
export const AMOUNT_UNITS: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mm: 1e6,
  mn: 1e6,
  million: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
};

/**
 * A funding amount as a curator types it, in USD: '12.5M', '1.2B', '3,000,000', '$750K'.
 * Answers null for empty text and undefined for text that is not an amount.
 */
export function parseFundingAmount(text: string): number | null | undefined {
  const trimmed = text.trim().replace(/^(?:US)?\$\s*/i, "");
  if (!trimmed) return null;
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?\s*([a-z]*)$/i.exec(trimmed);
  if (!match) return undefined;
  const unit = match[3].toLowerCase();
  const multiplier = unit ? AMOUNT_UNITS[unit] : 1;
  if (multiplier === undefined) return undefined;
  const value = Number(match[1].replaceAll(",", "") + (match[2] ?? "")) * multiplier;
  return Number.isFinite(value) ? Math.round(value * 100) / 100 : undefined;
}

/** An amount in USD as the form shows it: '12.5M', '1.2B', '750K' or the plain number. */
export function formatFundingAmount(amount: number | null): string {
  if (amount === null) return "";
  for (const [unit, size] of [
    ["B", 1e9],
    ["M", 1e6],
    ["K", 1e3],
  ] as const) {
    if (amount >= size && Number.isInteger((amount / size) * 1000))
      return `${amount / size}${unit}`;
  }
  return String(amount);
}
