import type { ListCodec } from "./list-codec";
import { hrefOf } from "./list-codec";
import { MAX_SEARCH_LENGTH } from "./list-state";
import { parsePageParam } from "./pagination";

// The state of the people list (/people), kept in the URL: `search` then `page`, defaults
// left out. Malformed values fall back to their defaults, so a hand-edited URL never fails.

export const PEOPLE_PAGE_SIZE = 30;

export type PeopleState = { search: string; page: number };

export const DEFAULT_PEOPLE_STATE: PeopleState = { search: "", page: 1 };

// Largest id a Postgres integer column holds: bigger numbers are unknown ids, not errors.
const MAX_ID = 2_147_483_647;

const cleanSearch = (value: string) => value.trim().slice(0, MAX_SEARCH_LENGTH);

export const peopleCodec: ListCodec<PeopleState> = {
  path: "/people",
  route: "/isr/people",
  params: { search: "ada", page: "2" },
  parse: (params) => ({
    search: cleanSearch(params.get("search") ?? ""),
    page: parsePageParam(params.get("page")),
  }),
  write: (state) => {
    const params = new URLSearchParams();
    const search = cleanSearch(state.search);
    if (search) params.set("search", search);
    if (state.page > 1) params.set("page", String(state.page));
    return params;
  },
};

/** The list URL of a state: /people or /people?... */
export const peopleHref = (state: PeopleState) => hrefOf(peopleCodec, state);

/** A person id from the URL, or null when it is not a positive integer a row can have. */
export function parsePersonId(value: string): number | null {
  if (!/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_ID ? id : null;
}
