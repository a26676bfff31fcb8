import { ORGANIZATION_TYPES } from "./constants";
import { hrefOf, type ListCodec } from "./list-codec";
import { parsePageParam } from "./pagination";

// The state of the company list (/organizations), kept in the URL with the spec's
// parameter names; defaults are left out of the URL. Anything malformed falls back to
// its default, so a hand-edited URL never causes an error.

export const SORT_FIELDS = [
  "date_updated",
  "name",
  "city",
  "year_founded",
  "total_funding",
  "valuation",
] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export type SortDirection = "asc" | "desc";

export const PAGE_SIZES = ["15", "30", "50", "100", "all"] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

export const TYPE_FILTERS = ["all", ...ORGANIZATION_TYPES] as const;

export const MAX_SEARCH_LENGTH = 100;
const MAX_TAGS = 20;

export type ListState = {
  type: (typeof TYPE_FILTERS)[number];
  search: string;
  tags: number[];
  filterMode: "any" | "all";
  view: "gallery" | "table";
  sortField: SortField;
  sortDirection: SortDirection;
  itemsPerPage: PageSize;
  page: number;
  showUnpublished: boolean;
  showOnlyUnpublished: boolean;
};

export const DEFAULT_LIST_STATE: ListState = {
  type: "all",
  search: "",
  tags: [],
  filterMode: "any",
  view: "gallery",
  sortField: "date_updated",
  sortDirection: "desc",
  itemsPerPage: "15",
  page: 1,
  showUnpublished: false,
  showOnlyUnpublished: false,
};

export const SORT_OPTIONS = [
  { label: "Date Updated (newest)", field: "date_updated", direction: "desc" },
  { label: "Date Updated (oldest)", field: "date_updated", direction: "asc" },
  { label: "Name (A-Z)", field: "name", direction: "asc" },
  { label: "Name (Z-A)", field: "name", direction: "desc" },
  { label: "City (A-Z)", field: "city", direction: "asc" },
  { label: "Year Founded (newest)", field: "year_founded", direction: "desc" },
  { label: "Year Founded (oldest)", field: "year_founded", direction: "asc" },
  { label: "Funding (highest)", field: "total_funding", direction: "desc" },
  { label: "Funding (lowest)", field: "total_funding", direction: "asc" },
  { label: "Valuation (highest)", field: "valuation", direction: "desc" },
  { label: "Valuation (lowest)", field: "valuation", direction: "asc" },
] as const satisfies readonly { label: string; field: SortField; direction: SortDirection }[];

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

/** The list state a URL describes; malformed values fall back to their defaults. */
export function parseListState(params: Params): ListState {
  const d = DEFAULT_LIST_STATE;
  const showOnlyUnpublished = read(params, "showOnlyUnpublished") === "true";
  return {
    type: oneOf(TYPE_FILTERS, read(params, "type"), d.type),
    search: (read(params, "search") ?? "").trim().slice(0, MAX_SEARCH_LENGTH),
    tags: parseTags(readAll(params, "tags")),
    filterMode: oneOf(["any", "all"], read(params, "filterMode"), d.filterMode),
    view: oneOf(["gallery", "table"], read(params, "view"), d.view),
    // `sort=field:direction` is what the sort select sends when JavaScript is off.
    sortField: oneOf(SORT_FIELDS, read(params, "sortField") ?? sortPart(params, 0), d.sortField),
    sortDirection: oneOf(
      ["asc", "desc"],
      read(params, "sortDirection") ?? sortPart(params, 1),
      d.sortDirection,
    ),
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
  if (state.view !== d.view) params.set("view", state.view);
  if (state.sortField !== d.sortField) params.set("sortField", state.sortField);
  if (state.sortDirection !== d.sortDirection) params.set("sortDirection", state.sortDirection);
  if (state.itemsPerPage !== d.itemsPerPage) params.set("itemsPerPage", state.itemsPerPage);
  if (state.page !== d.page) params.set("page", String(state.page));
  if (state.showUnpublished) params.set("showUnpublished", "true");
  if (state.showOnlyUnpublished) params.set("showOnlyUnpublished", "true");
  return params;
}

export const companyListCodec: ListCodec<ListState> = {
  path: "/organizations",
  route: "/isr/organizations",
  params: {
    type: "foundation",
    search: "data",
    tags: "1,2",
    filterMode: "all",
    view: "table",
    sortField: "name",
    sortDirection: "asc",
    itemsPerPage: "30",
    page: "2",
    showUnpublished: "true",
    showOnlyUnpublished: "true",
  },
  parse: parseListState,
  write: listStateToParams,
};

/** The list URL of a state: /organizations?... */
export const listHref = (state: ListState) => hrefOf(companyListCodec, state);

/** The direction a newly chosen sort field starts with. */
export function defaultDirection(field: SortField): SortDirection {
  return field === "date_updated" ? "desc" : "asc";
}

/**
 * A state after a change: any change but the page goes back to page 1, and turning one
 * unpublished toggle on turns the other off.
 */
export function changeListState(state: ListState, change: Partial<ListState>): ListState {
  const next = { ...state, ...change };
  if (change.showUnpublished) next.showOnlyUnpublished = false;
  if (change.showOnlyUnpublished) next.showUnpublished = false;
  if (!("page" in change)) next.page = 1;
  return next;
}

/** Clicking a table header: the active field flips direction, another starts at its default. */
export function sortByHeader(state: ListState, field: SortField): ListState {
  const sortDirection =
    state.sortField === field
      ? state.sortDirection === "asc"
        ? "desc"
        : "asc"
      : defaultDirection(field);
  return changeListState(state, { sortField: field, sortDirection });
}

/** Whether any filter narrows the list (for the empty state's wording). */
export function hasActiveFilters(state: ListState): boolean {
  return (
    state.search !== "" ||
    state.tags.length > 0 ||
    state.type !== "all" ||
    state.showOnlyUnpublished
  );
}

/** The state stripped of what a visitor may not use: non-admins never see unpublished companies. */
export function forViewer(state: ListState, isAdmin: boolean): ListState {
  return isAdmin ? state : { ...state, showUnpublished: false, showOnlyUnpublished: false };
}
