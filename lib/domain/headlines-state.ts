import { MAX_SEARCH_LENGTH } from "./list-state";

// The state of the headlines page (/headlines), kept in the URL: `q` then `page`, defaults
// left out. Malformed values fall back to their defaults, so a hand-edited URL never fails.

export const HEADLINES_PAGE_SIZE = 24;

export type HeadlinesState = { q: string; page: number };

export const DEFAULT_HEADLINES_STATE: HeadlinesState = { q: "", page: 1 };

const cleanQuery = (value: string) => value.trim().slice(0, MAX_SEARCH_LENGTH);

function parsePage(value: string | null): number {
  if (!value || !/^\d+$/.test(value.trim())) return 1;
  const page = Number(value.trim());
  return page >= 1 ? Math.min(page, 1_000_000) : 1;
}

/** The headlines page state a URL query describes. */
export function parseHeadlinesState(params: URLSearchParams): HeadlinesState {
  return { q: cleanQuery(params.get("q") ?? ""), page: parsePage(params.get("page")) };
}

/** The canonical query string of a state ("" for the defaults). */
export function headlinesQuery(state: HeadlinesState): string {
  const params = new URLSearchParams();
  const q = cleanQuery(state.q);
  if (q) params.set("q", q);
  if (state.page > 1) params.set("page", String(state.page));
  return params.toString();
}

/** The page URL of a state: /headlines or /headlines?... */
export function headlinesHref(state: HeadlinesState): string {
  const query = headlinesQuery(state);
  return query ? `/headlines?${query}` : "/headlines";
}

/** The state a cached route's path segment stands for ("default" means no parameters). */
export function headlinesStateFromSegment(segment: string): HeadlinesState {
  let query: string;
  try {
    query = decodeURIComponent(segment);
  } catch {
    return DEFAULT_HEADLINES_STATE; // a malformed escape: show the plain page
  }
  return parseHeadlinesState(new URLSearchParams(query === "default" ? "" : query));
}
