import { ROUND_STAGES, ROUND_TYPES, type RoundType } from "./constants";

// A funding round's type as a headline's text names it. Stages are ordered: a text naming two
// ("seed and Series A") is about the later one, whose amount it usually reports.

const STAGES: readonly RoundType[] = ROUND_STAGES;

// "Series B", "Series-C", "Series A1", "series b round". An upper-case letter alone is a
// round; a lower-case one only before a word about money, so that "a series of" or
// "a series a decade ago" is not read as one.
const SERIES_UPPER = /\bseries[\s-]+([A-Z])(?:-?\d)?\+?(?![\w'])/gi;
const SERIES_LOWER =
  /\bseries[\s-]+([a-z])(?:-?\d)?\s+(?:round|funding|financing|investment|raise|extension|led)\b/gi;
const PRE_SERIES = /\bpre[\s-]?series[\s-]+[a-z]\b/gi;
const SEED = /\b(?:pre[\s-]?)?seed(?:[\s-]+(?:stage|round|funding|financing|investment))?\b/i;
const ANGEL = /\bangel\s+(?:round|funding|investment)\b/i;
const GROWTH =
  /\b(?:growth(?:[\s-]+(?:equity|round|funding|financing|investment|stage|capital))|late[\s-]stage|pre[\s-]ipo)\b/i;
const DEBT =
  /\b(?:debt|credit\s+(?:facility|line)|line\s+of\s+credit|term\s+loan|loan|convertible\s+notes?)\b/i;
const GRANT = /\bgrants?\b(?!\s+(?:access|permission|rights|users|customers))/i;

/**
 * One of these words is in every text that names a round (each pattern above needs one), so a
 * text without any names none: the stats read only the texts that have one.
 */
export const ROUND_WORDS = [
  "series",
  "seed",
  "angel",
  "growth",
  "late",
  "ipo",
  "debt",
  "credit",
  "loan",
  "note",
  "grant",
] as const;
const ANY_ROUND_WORD = new RegExp(ROUND_WORDS.join("|"), "i");

/** The stage a "Series X" letter names: A–F as such, G and later as a growth round. */
function seriesStage(letter: string): RoundType | null {
  const index = letter.toLowerCase().charCodeAt(0) - "a".charCodeAt(0);
  if (index < 0) return null;
  return index <= 5 ? STAGES[index + 1] : "growth";
}

function seriesLetters(text: string): string[] {
  const letters: string[] = [];
  for (const match of text.matchAll(SERIES_UPPER)) {
    if (match[1] === match[1].toUpperCase()) letters.push(match[1]);
  }
  for (const match of text.matchAll(SERIES_LOWER)) letters.push(match[1]);
  return letters;
}

/**
 * The round type a funding headline's text names (seed, series A–F, growth, debt, grant), or
 * null when it names none. Pre-seed, angel and pre-Series rounds count as seed; Series G and
 * later as growth; of several stages, the latest; equity before debt, debt before a grant.
 */
export function detectRoundType(text: string): RoundType | null {
  if (!ANY_ROUND_WORD.test(text)) return null;
  const withoutPreSeries = text.replace(PRE_SERIES, " seed round ");
  const stages = seriesLetters(withoutPreSeries).map(seriesStage);
  if (SEED.test(withoutPreSeries) || ANGEL.test(withoutPreSeries)) stages.push("seed");
  if (GROWTH.test(withoutPreSeries)) stages.push("growth");
  const latest = stages
    .filter((stage): stage is RoundType => stage !== null)
    .sort((a, b) => STAGES.indexOf(b) - STAGES.indexOf(a))[0];
  if (latest) return latest;
  if (DEBT.test(text)) return "debt";
  if (GRANT.test(text)) return "grant";
  return null;
}

/** The round type shown: the one a curator set, else the one read from the text. */
export function effectiveRoundType(stored: string | null, description: string): RoundType | null {
  if (stored && (ROUND_TYPES as readonly string[]).includes(stored)) return stored as RoundType;
  return detectRoundType(description);
}

const LABELS: Record<RoundType, string> = {
  seed: "Seed",
  series_a: "Series A",
  series_b: "Series B",
  series_c: "Series C",
  series_d: "Series D",
  series_e: "Series E",
  series_f: "Series F",
  growth: "Growth",
  debt: "Debt",
  grant: "Grant",
};

/** A round type as people write it: 'Series A', 'Seed'; a dash for none (nothing to say). */
export function roundTypeLabel(type: RoundType | null): string {
  return type ? LABELS[type] : "—";
}
