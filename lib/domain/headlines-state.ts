import type { ListCodec } from "./list-codec";
import { hrefOf } from "./list-codec";
import { MAX_SEARCH_LENGTH } from "./list-state";
import { parsePageParam } from "./pagination";

// The state of the headlines page (/headlines), kept in the URL: `q` then `page`, defaults
// left out. Malformed values fall back to their defaults, so a hand-edited URL never fails.

export const HEADLINES_PAGE_SIZE = 24;

export type HeadlinesState = { q: string; page: number };

export const DEFAULT_HEADLINES_STATE: HeadlinesState = { q: "", page: 1 };

const cleanQuery = (value: string) => value.trim().slice(0, MAX_SEARCH_LENGTH);

export const headlinesCodec: ListCodec<HeadlinesState> = {
  path: "/headlines",
  route: "/isr/headlines",
  params: { q: "funding", page: "2" },
  parse: (params) => ({
    q: cleanQuery(params.get("q") ?? ""),
    page: parsePageParam(params.get("page")),
  }),
  write: (state) => {
    const params = new URLSearchParams();
    const q = cleanQuery(state.q);
    if (q) params.set("q", q);
    if (state.page > 1) params.set("page", String(state.page));
    return params;
  },
};

/** The page URL of a state: /headlines or /headlines?... */
export const headlinesHref = (state: HeadlinesState) => hrefOf(headlinesCodec, state);
