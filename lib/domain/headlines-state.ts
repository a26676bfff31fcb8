import { hrefOf } from "./list-codec";
import { searchPageCodec } from "./search-page-codec";

// The state of the headlines page (/headlines), kept in the URL: `q` then `page`.

export const HEADLINES_PAGE_SIZE = 24;

export type HeadlinesState = { q: string; page: number };

export const DEFAULT_HEADLINES_STATE: HeadlinesState = { q: "", page: 1 };

export const headlinesCodec = searchPageCodec({
  path: "/headlines",
  route: "/isr/headlines",
  param: "q",
  sample: "funding",
});

/** The page URL of a state: /headlines or /headlines?... */
export const headlinesHref = (state: HeadlinesState) => hrefOf(headlinesCodec, state);
