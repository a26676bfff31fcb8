import type { RoundType } from "./constants";
import { AMOUNT_UNITS } from "./funding-amount";
import { detectRoundType, effectiveRoundType } from "./round-type";

// A round's type as a company's description names it, for a funding headline whose own text
// names none: "It raised a $200 million Series D in April 2025 and a $100 million Series E at a
// $5 billion valuation in October 2025." A part of a sentence (split at "and" and ";") that
// names the round's amount, its month and one round type gives the type; else the whole
// sentence does when only one of its parts names a type.

const MONTHS = [
  "jan",
  "feb",
  "mar",
  "apr",
  "may",
  "jun",
  "jul",
  "aug",
  "sep",
  "oct",
  "nov",
  "dec",
] as const;

// "$200 million", "$1.5B", "US$ 12 M", "$750K".
const AMOUNT =
  /(?:US)?\$\s?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(thousand|million|billion|mn|bn|mm|[kmb])\b/gi;
// "October 2025", "Oct. 2025", "October 3, 2025".
const MONTH_YEAR =
  /\b(jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\.?\s+(?:\d{1,2}(?:st|nd|rd|th)?,?\s+)?(\d{4})\b/gi;

const SENTENCES = /(?<=[.!?])\s+(?=[A-Z"“(])/;
const PARTS = /;|\s+and\s+/i;

// "a $5 billion valuation", "valued at $5 billion": an amount, but no round's.
const VALUATION_AFTER = /^\s*(?:(?:pre|post)[\s-]money\s+)?valuation/i;
const VALUATION_BEFORE = /(?:valued\s+at|valuation\s+of)\s*$/i;

/** The amounts raised that `text` names, in USD. */
function amountsIn(text: string): number[] {
  return [...text.matchAll(AMOUNT)]
    .filter(({ index, 0: match }) => {
      const after = text.slice(index + match.length);
      return !VALUATION_AFTER.test(after) && !VALUATION_BEFORE.test(text.slice(0, index));
    })
    .map(
      ([, digits, unit]) => Number(digits.replaceAll(",", "")) * AMOUNT_UNITS[unit.toLowerCase()],
    );
}

function monthsIn(text: string): string[] {
  return [...text.matchAll(MONTH_YEAR)].map(([, month, year]) => {
    const index = MONTHS.indexOf(month.slice(0, 3).toLowerCase() as (typeof MONTHS)[number]);
    return `${year}-${String(index + 1).padStart(2, "0")}`;
  });
}

// Amounts in text are rounded ("$1.2 billion"): within half a percent is the same amount.
const sameAmount = (a: number, b: number) => Math.abs(a - b) <= b * 0.005;

/** The round type `text` names when it also names the amount and the month. */
function typeIfNamed(text: string, amountUsd: number, month: string): RoundType | null {
  if (!amountsIn(text).some((amount) => sameAmount(amount, amountUsd))) return null;
  if (!monthsIn(text).includes(month)) return null;
  return detectRoundType(text);
}

/**
 * The round type the company's `description` gives a round of `amountUsd` dated `date`
 * (YYYY-MM-DD), or null when no sentence names that amount, that month and one round type.
 */
export function roundTypeInDescription(
  description: string | null,
  amountUsd: number | null,
  date: string | null,
): RoundType | null {
  if (!description || !amountUsd || !date) return null;
  const month = date.slice(0, 7);
  for (const sentence of description.split(SENTENCES)) {
    const parts = sentence.split(PARTS);
    for (const part of parts) {
      const type = typeIfNamed(part, amountUsd, month);
      if (type) return type;
    }
    const typed = parts.filter((part) => detectRoundType(part) !== null);
    if (typed.length === 1) {
      const type = typeIfNamed(sentence, amountUsd, month);
      if (type) return type;
    }
  }
  return null;
}

export type RoundFacts = {
  /** The type a curator set, if any. */
  stored: string | null;
  /** The headline's text. */
  text: string;
  amountUsd: number | null;
  date: string | null;
};

/**
 * A funding round's type: the curator's, else the one its headline names, else the one its
 * company's description gives it; null when none says.
 */
export function roundTypeOf(
  round: RoundFacts,
  companyDescription: string | null,
): RoundType | null {
  return (
    effectiveRoundType(round.stored, round.text) ??
    roundTypeInDescription(companyDescription, round.amountUsd, round.date)
  );
}
