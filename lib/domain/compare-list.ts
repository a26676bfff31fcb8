import { shortnameFormatProblem } from "./shortname";

// The companies of a comparison, as its URL holds them: /compare?c=appwrite,neon,supabase.
// The canonical URL lists each shortname once, lowercase, sorted; the page, the add box, the
// Remove links and the compare link all write it through compareHref.

export const COMPARE_PATH = "/compare";
/** The URL parameter listing the compared shortnames, comma-separated. */
export const COMPARE_PARAM = "c";
/** The URL parameter of the add box: a name or shortname to find and add. */
export const ADD_PARAM = "add";
/** The most companies a comparison shows. */
export const MAX_COMPARED = 4;

// Bounds on what a URL may ask for, so that no input costs more than a small page.
const MAX_ITEMS = 50;
const MAX_SHOWN_TEXT = 40;

export type CompareRequest = {
  /** Well-formed shortnames, lowercased, each once, in the order given. */
  shortnames: string[];
  /** Items that cannot be shortnames, as typed (trimmed and cut short), each once. */
  malformed: string[];
};

/** Reads the `c` values of a URL (several `c` parameters count as one list). */
export function parseCompareList(values: readonly string[]): CompareRequest {
  const items = values
    .flatMap((value) => value.split(","))
    .map((item) => item.trim())
    .filter(Boolean)
    .slice(0, MAX_ITEMS);
  const shortnames = new Set<string>();
  const malformed = new Set<string>();
  for (const item of items) {
    const lower = item.toLowerCase();
    if (shortnameFormatProblem(lower) === null) shortnames.add(lower);
    else malformed.add(item.slice(0, MAX_SHOWN_TEXT));
  }
  return { shortnames: [...shortnames], malformed: [...malformed] };
}

/** The shortnames in canonical order: each once, sorted. */
export function canonicalShortnames(shortnames: Iterable<string>): string[] {
  return [...new Set(shortnames)].sort();
}

/** The canonical `c` value of a list ("" for none). */
export const compareValue = (shortnames: Iterable<string>) =>
  canonicalShortnames(shortnames).join(",");

/** The canonical URL of a comparison of these companies. */
export function compareHref(shortnames: Iterable<string>): string {
  const value = compareValue(shortnames);
  return value ? `${COMPARE_PATH}?${COMPARE_PARAM}=${value}` : COMPARE_PATH;
}

/** The comparison with `shortname` added. */
export const compareWith = (shortnames: readonly string[], shortname: string) =>
  compareHref([...shortnames, shortname]);

/** The comparison without `shortname`. */
export const compareWithout = (shortnames: readonly string[], shortname: string) =>
  compareHref(shortnames.filter((name) => name !== shortname));

type SearchParams = Record<string, string | string[] | undefined>;

/** A page's search parameters as a URL holds them (the cache key of a request's comparison). */
export function queryStringOf(params: SearchParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of [value ?? []].flat()) query.append(key, item);
  }
  return query.toString();
}

/** What a comparison's URL asks for: its lists, the add box's text and its parameter names. */
export type CompareQuery = { lists: string[]; add: string; names: string[] };

/** Reads a comparison's URL query ("c=neon,supabase&add=appw"). */
export function compareQueryOf(queryString: string): CompareQuery {
  const params = new URLSearchParams(queryString);
  return {
    lists: params.getAll(COMPARE_PARAM),
    add: params
      .getAll(ADD_PARAM)
      .join(" ")
      .trim()
      .slice(0, MAX_SHOWN_TEXT * 2),
    // Next's own parameter of client-side navigations is not the visitor's.
    names: [...new Set(params.keys())].filter((name) => name !== "_rsc"),
  };
}

/** Whether a URL's query is already the canonical one of `shortnames`. */
export function isCanonicalQuery(query: CompareQuery, shortnames: Iterable<string>): boolean {
  const value = compareValue(shortnames);
  if (!value) return query.names.length === 0;
  return (
    query.names.length === 1 &&
    query.names[0] === COMPARE_PARAM &&
    query.lists.length === 1 &&
    query.lists[0] === value
  );
}

/** What the page says when more than MAX_COMPARED companies were asked for. */
export const OVER_LIMIT_NOTE = "Only four companies can be compared; showing the first four.";

/** What a comparison is called: "Neon vs Supabase", "Compare Neon", "Compare companies". */
export function comparisonTitle(companies: readonly { name: string }[]): string {
  if (companies.length === 0) return "Compare companies";
  if (companies.length === 1) return `Compare ${companies[0].name}`;
  return companies.map((company) => company.name).join(" vs ");
}
