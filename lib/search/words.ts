// What a visitor typed, as the words the engine searches for: cut to MAX_QUERY_LENGTH, folded
// (lower case, no accents) and split on anything but letters and digits, so that operators,
// quotes, wildcards and punctuation are never passed on to the database as syntax.

/** The longest query read; the rest is cut, and the results say so. */
export const MAX_QUERY_LENGTH = 200;

export type SearchWords = {
  /** The folded words, in order. */
  words: string[];
  /** The words joined without spaces: what a name's key is compared with. */
  key: string;
  /**
   * The folded query as the database's text parser reads documents, when it writes words
   * with punctuation inside (next.js, bsl-1.1, ci/cd), which that parser keeps whole; else null.
   */
  punctuated: string | null;
  /** Whether the query was longer than MAX_QUERY_LENGTH. */
  cut: boolean;
};

const WORD = /[\p{L}\p{N}]+/gu;
// A word with the punctuation inside it: letters or digits joined by . - _ / or +.
const TOKEN = /[\p{L}\p{N}]+(?:[.\-_/+][\p{L}\p{N}]+)*/gu;

/** The words of `text` as search reads them. */
export function searchWords(text: string): SearchWords {
  const cut = text.length > MAX_QUERY_LENGTH;
  // Folding may lengthen a text (a ligature becomes letters): cut after it too.
  const folded = fold(text.slice(0, MAX_QUERY_LENGTH)).slice(0, MAX_QUERY_LENGTH);
  const words = folded.match(WORD) ?? [];
  const tokens = folded.match(TOKEN) ?? [];
  const punctuated = tokens.length < words.length ? tokens.join(" ") : null;
  return { words, key: words.join(""), punctuated, cut };
}

/** Whether a query finds names by their start only: it is one character. */
export const findsNamesOnly = ({ key }: SearchWords) => [...key].length === 1;

/** Lower case without accents, as the database's search_fold() makes its documents. */
export function fold(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
}

/**
 * The text-search query of `words`: all of them must match, the last one also as the start of
 * a word (the visitor may be typing it). Words are letters and digits only, so each is a
 * plain term of to_tsquery.
 */
export function allWordsQuery(words: string[]): string {
  return words.map((word, i) => (i === words.length - 1 ? `${word}:*` : word)).join(" & ");
}
