import { MAX_SEARCH_LENGTH } from "./list-state";

// The state of the people list (/people), kept in the URL: `search` then `page`, defaults
// left out. Malformed values fall back to their defaults, so a hand-edited URL never fails.

export const PEOPLE_PAGE_SIZE = 30;

export type PeopleState = { search: string; page: number };

export const DEFAULT_PEOPLE_STATE: PeopleState = { search: "", page: 1 };

// Largest id a Postgres integer column holds: bigger numbers are unknown ids, not errors.
const MAX_ID = 2_147_483_647;

function parsePage(value: string | null): number {
  if (!value || !/^\d+$/.test(value.trim())) return 1;
  const page = Number(value.trim());
  return page >= 1 ? Math.min(page, 1_000_000) : 1;
}

/** The people list state a URL query describes. */
export function parsePeopleState(params: URLSearchParams): PeopleState {
  return {
    search: (params.get("search") ?? "").trim().slice(0, MAX_SEARCH_LENGTH),
    page: parsePage(params.get("page")),
  };
}

/** The canonical query string of a state ("" for the defaults). */
export function peopleQuery(state: PeopleState): string {
  const params = new URLSearchParams();
  const search = state.search.trim().slice(0, MAX_SEARCH_LENGTH);
  if (search) params.set("search", search);
  if (state.page > 1) params.set("page", String(state.page));
  return params.toString();
}

/** The list URL of a state: /people or /people?... */
export function peopleHref(state: PeopleState): string {
  const query = peopleQuery(state);
  return query ? `/people?${query}` : "/people";
}

/** The state a cached route's path segment stands for ("default" means no parameters). */
export function peopleStateFromSegment(segment: string): PeopleState {
  let query: string;
  try {
    query = decodeURIComponent(segment);
  } catch {
    return DEFAULT_PEOPLE_STATE; // a malformed escape: show the plain list
  }
  return parsePeopleState(new URLSearchParams(query === "default" ? "" : query));
}

/** A person id from the URL, or null when it is not a positive integer a row can have. */
export function parsePersonId(value: string): number | null {
  if (!/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_ID ? id : null;
}
