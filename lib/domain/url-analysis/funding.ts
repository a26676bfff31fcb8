// Whether an article reports a raise, and the amount raised.
import { AMOUNT_UNITS } from "../funding-amount";

export type FundingMention = { currency: string; amount: number };

const RAISE =
  /\b(rais(?:es|ed|ing)|secur(?:es|ed)|clos(?:es|ed)|lands?|bags?|nabs?|series [a-h]\b|seed round|funding round|pre-seed)/i;

const CURRENCY_SIGNS: Record<string, string> = {
  $: "USD",
  us$: "USD",
  "€": "EUR",
  "£": "GBP",
  "¥": "JPY",
};

// '$12.5 million', '€20M', 'US$1.2 billion', 'USD 30 million', '20 million euros'.
const AMOUNT =
  /(US\$|\$|€|£|¥|\b(?:USD|EUR|GBP)\s?)\s*(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(thousand|million|billion|mn|mm|bn|[kmb])?\b|(\d+(?:\.\d+)?)\s*(million|billion)\s+(dollars|euros|pounds)/gi;

const WORD_CURRENCY: Record<string, string> = { dollars: "USD", euros: "EUR", pounds: "GBP" };

/** The first amount of money in the text with its currency, if any. */
export function findAmount(text: string): FundingMention | null {
  for (const match of text.matchAll(AMOUNT)) {
    if (match[1]) {
      const sign = match[1].trim().toLowerCase();
      const currency = CURRENCY_SIGNS[sign] ?? sign.toUpperCase();
      const scale = match[3] ? AMOUNT_UNITS[match[3].toLowerCase()] : 1;
      const amount = Number(match[2].replaceAll(",", "")) * scale;
      // A bare '$5' is rarely a round of funding; small unscaled numbers are skipped.
      if (!match[3] && amount < 10_000) continue;
      return { currency, amount: Math.round(amount) };
    }
    return {
      currency: WORD_CURRENCY[match[6].toLowerCase()],
      amount: Math.round(Number(match[4]) * AMOUNT_UNITS[match[5].toLowerCase()]),
    };
  }
  return null;
}

/**
 * Whether the title (or the start of the text) reports a raise, and its amount in USD when
 * reported in dollars; an amount in another currency is left to the curator (null).
 */
export function detectFunding(title: string, text: string): { amountUsd: number | null } | null {
  const lead = `${title} ${text.slice(0, 600)}`;
  if (!RAISE.test(lead)) return null;
  const amount = findAmount(title) ?? findAmount(text.slice(0, 2000));
  if (!amount)
    return /\b(series [a-h]|seed round|funding round|pre-seed)/i.test(lead)
      ? { amountUsd: null }
      : null;
  return { amountUsd: amount.currency === "USD" ? amount.amount : null };
}
