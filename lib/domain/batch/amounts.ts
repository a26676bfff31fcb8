// Amounts as curators type them in CSV files: '$10 million', '1.5B', '750K', '2,500,000'.

const AMOUNT = /^(\d+(?:\.\d+)?)([MBK]?)$/;

// '1e+21' would strip to '121': exponent notation is refused, not stripped.
const EXPONENT = /\d[eE][+-]?\d/;

/**
 * total_funding as stored ('10M', '1.5B'): characters other than digits, '.' and the unit
 * letters M, B, K are stripped (admin-area §5); null when nothing sensible is left.
 */
export function normalizeFunding(cell: string): string | null {
  const stripped = cell.replace(/[^0-9.MBKmbk]/g, "").toUpperCase();
  return AMOUNT.test(stripped) && !EXPONENT.test(cell) ? stripped : null;
}

const UNIT: Record<string, number> = { "": 1, K: 1e3, M: 1e6, B: 1e9 };

/** A headline's amount in USD from '25000000', '$25M' or '1.5B'; null when not an amount. */
export function parseUsdAmount(cell: string): number | null {
  const match = cell
    .replace(/[^0-9.MBKmbk]/g, "")
    .toUpperCase()
    .match(AMOUNT);
  if (!match || EXPONENT.test(cell)) return null;
  const amount = Math.round(Number(match[1]) * UNIT[match[2]] * 100) / 100;
  return amount <= MAX_USD_AMOUNT ? amount : null;
}

// Beyond this a number stops printing as plain digits, and no funding round is that large.
const MAX_USD_AMOUNT = 1e15;

export const AMOUNT_MESSAGE = "must be an amount such as 10M, 1.5B or 2500000";
