import { formatCompactUsd } from "./money";
import { formatStarsCompact, formatStarsExact } from "./star-count";

// What a README badge says of a company (/badge/{shortname}.svg?metric=...). A figure the
// company does not have falls back to "listed": the badge still says the company is in the
// directory rather than showing an empty or zero figure.

export const BADGE_METRICS = ["stars", "funding", "valuation", "listed"] as const;
export type BadgeMetric = (typeof BADGE_METRICS)[number];
export const DEFAULT_BADGE_METRIC: BadgeMetric = "stars";

/** The figures a badge may show; null where the company has none. */
export type BadgeFigures = {
  stars: number | null;
  funding_millions: number | null;
  valuation_millions: number | null;
};

/** The right half of a badge: its words, an optional icon before them, its colour and title. */
export type BadgeMessage = {
  text: string;
  icon: "star" | null;
  color: string;
  /** The message in words, for the badge's title (screen readers do not read an icon). */
  spoken: string;
};

// shields.io's palette: blue for facts, green for money, grey for "not listed".
const BLUE = "#007ec6";
const GREEN = "#4c1";
const GREY = "#9f9f9f";

/** The metric a query names (the default when it names none); null for an unknown one. */
export function parseBadgeMetric(value: string | null): BadgeMetric | null {
  if (value === null || value === "") return DEFAULT_BADGE_METRIC;
  return BADGE_METRICS.find((metric) => metric === value) ?? null;
}

/** What the 400 answer to an unknown metric says. */
export const unknownMetricMessage = (value: string) =>
  `Unknown metric "${value}": use ${BADGE_METRICS.join(", ")}.`;

const LISTED: BadgeMessage = { text: "listed", icon: null, color: BLUE, spoken: "listed" };

/** The badge of a company that is not in the directory (unknown or unpublished). */
export const NOT_LISTED: BadgeMessage = {
  text: "not listed",
  icon: null,
  color: GREY,
  spoken: "not listed",
};

const money = (millions: number) => formatCompactUsd(millions * 1e6);

/** What a listed company's badge says for `metric`. */
export function badgeMessage(figures: BadgeFigures, metric: BadgeMetric): BadgeMessage {
  const { stars, funding_millions: funding, valuation_millions: valuation } = figures;
  if (metric === "stars" && stars !== null && stars > 0) {
    const text = formatStarsCompact(stars);
    return { text, icon: "star", color: BLUE, spoken: `${formatStarsExact(stars)} on GitHub` };
  }
  if (metric === "funding" && funding !== null && funding > 0) {
    const text = `${money(funding)} raised`;
    return { text, icon: null, color: GREEN, spoken: text };
  }
  if (metric === "valuation" && valuation !== null && valuation > 0) {
    const text = `${money(valuation)} valuation`;
    return { text, icon: null, color: GREEN, spoken: text };
  }
  return LISTED;
}
