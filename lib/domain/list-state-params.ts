import { parseFoundedYears, thisYear } from "./founded-years";
import { FUNDING_RANGES } from "./funding-ranges";
import {
  DEFAULT_LIST_STATE,
  defaultSort,
  MAX_SEARCH_LENGTH,
  MAX_TAGS,
  PAGE_SIZES,
  SORT_FIELDS,
  sortsMostFirstOnly,
  TYPE_FILTERS,
  type ListState,
} from "./list-state-fields";
import { parsePageParam } from "./pagination";

// The company list's state in its URL, with the spec's parameter names (and the facets'
// foundedFrom, foundedTo, funding and hasValuation); defaults are left out. Anything
// malformed falls back to its default, so a hand-edited URL never causes an error.

type Params = Record<string, string | string[] | undefined> | URLSearchParams;

function read(params: Params, name: string): string | undefined {
  if (params instanceof URLSearchParams) return params.get(name) ?? undefined;
  const value = params[name];
  return Array.isArray(value) ? value[0] : value;
}

// A form without JavaScript sends one `tags` per checked box; the URL form is a comma list.
function readAll(params: Params, name: string): string {
  if (params instanceof URLSearchParams) return params.getAll(name).join(",");
  const value = params[name];
  return Array.isArray(value) ? value.join(",") : (value ?? "");
}

const oneOf = <T extends string>(values: readonly T[], value: string | undefined, fallback: T) =>
  values.find((allowed) => allowed === value) ?? fallback;

function parseTags(value: string): number[] {
  const ids = value
    .split(",")
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  return [...new Set(ids)].slice(0, MAX_TAGS);
}

const sortPart = (params: Params, index: number) => read(params, "sort")?.split(":")[index];

/**
 * The sort a URL asks for, or the default for its search; relevance only with a search, the
 * GitHub figures most first only.
 */
function parseSort(params: Params, search: string): Pick<ListState, "sortField" | "sortDirection"> {
  const fallback = defaultSort(search);
  const sortField = oneOf(
    SORT_FIELDS,
    read(params, "sortField") ?? sortPart(params, 0),
    fallback.sortField,
  );
  if (sortField === "relevance") return search ? fallback : defaultSort("");
  if (sortsMostFirstOnly(sortField)) return { sortField, sortDirection: "desc" };
  const sortDirection = oneOf(
    ["asc", "desc"],
    read(params, "sortDirection") ?? sortPart(params, 1),
    fallback.sortDirection,
  );
  return { sortField, sortDirection };
}

/** The list state a URL describes; malformed values fall back to their defaults. */
export function parseListState(params: Params): ListState {
  const d = DEFAULT_LIST_STATE;
  const showOnlyUnpublished = read(params, "showOnlyUnpublished") === "true";
  const search = (read(params, "search") ?? "").trim().slice(0, MAX_SEARCH_LENGTH);
  return {
    type: oneOf(TYPE_FILTERS, read(params, "type"), d.type),
    search,
    tags: parseTags(readAll(params, "tags")),
    filterMode: oneOf(["any", "all"], read(params, "filterMode"), d.filterMode),
    ...parseFoundedYears(read(params, "foundedFrom"), read(params, "foundedTo"), thisYear()),
    funding: FUNDING_RANGES.find((range) => range === read(params, "funding")) ?? d.funding,
    hasValuation: read(params, "hasValuation") === "true",
    view: oneOf(["gallery", "table"], read(params, "view"), d.view),
    // `sort=field:direction` is what the sort select sends when JavaScript is off.
    ...parseSort(params, search),
    itemsPerPage: oneOf(PAGE_SIZES, read(params, "itemsPerPage"), d.itemsPerPage),
    page: parsePageParam(read(params, "page")),
    // The two toggles exclude each other; "only" wins when a URL carries both.
    showUnpublished: !showOnlyUnpublished && read(params, "showUnpublished") === "true",
    showOnlyUnpublished,
  };
}

/** URL parameters of a state, in a fixed order, without the defaults. */
export function listStateToParams(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  const d = DEFAULT_LIST_STATE;
  if (state.type !== d.type) params.set("type", state.type);
  if (state.search) params.set("search", state.search);
  if (state.tags.length > 0) params.set("tags", state.tags.join(","));
  if (state.filterMode !== d.filterMode) params.set("filterMode", state.filterMode);
  if (state.foundedFrom !== null) params.set("foundedFrom", String(state.foundedFrom));
  if (state.foundedTo !== null) params.set("foundedTo", String(state.foundedTo));
  if (state.funding) params.set("funding", state.funding);
  if (state.hasValuation) params.set("hasValuation", "true");
  if (state.view !== d.view) params.set("view", state.view);
  const sort = defaultSort(state.search);
  if (state.sortField !== sort.sortField) params.set("sortField", state.sortField);
  if (state.sortDirection !== sort.sortDirection) params.set("sortDirection", state.sortDirection);
  if (state.itemsPerPage !== d.itemsPerPage) params.set("itemsPerPage", state.itemsPerPage);
  if (state.page !== d.page) params.set("page", String(state.page));
  if (state.showUnpublished) params.set("showUnpublished", "true");
  if (state.showOnlyUnpublished) params.set("showOnlyUnpublished", "true");
  return params;
}
