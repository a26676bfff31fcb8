import { ORGANIZATION_TYPES } from "./constants";
import type { FundingRange } from "./funding-ranges";

export { MAX_SEARCH_LENGTH } from "./search-length";

// The company list's state (/organizations): its fields, their values and defaults, and the
// sort options. lib/domain/list-state.ts is the entry that gathers it with its URL form.

export const SORT_FIELDS = [
  "relevance",
  "date_updated",
  "name",
  "city",
  "year_founded",
  "total_funding",
  "valuation",
  "stars",
  "star_gain_90d",
] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export type SortDirection = "asc" | "desc";

/**
 * The GitHub figures' sorts go one way, most first (companies without figures last): a
 * "fewest stars" order would only lead with every tiny repository, and each direction nobody
 * asked for is one more cached page per filter.
 */
export const MOST_FIRST_SORT_FIELDS = ["stars", "star_gain_90d"] as const;

/** Whether `field` sorts most first only (MOST_FIRST_SORT_FIELDS). */
export const sortsMostFirstOnly = (field: SortField) =>
  (MOST_FIRST_SORT_FIELDS as readonly SortField[]).includes(field);

export const PAGE_SIZES = ["15", "30", "50", "100", "all"] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

export const TYPE_FILTERS = ["all", ...ORGANIZATION_TYPES] as const;

export const MAX_TAGS = 20;

export type ListState = {
  type: (typeof TYPE_FILTERS)[number];
  search: string;
  tags: number[];
  filterMode: "any" | "all";
  /** Founded in this year or later (lib/domain/founded-years.ts). */
  foundedFrom: number | null;
  /** Founded in this year or earlier. */
  foundedTo: number | null;
  funding: FundingRange | null;
  /** Only companies with at least one valuation. */
  hasValuation: boolean;
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
  foundedFrom: null,
  foundedTo: null,
  funding: null,
  hasValuation: false,
  view: "gallery",
  sortField: "date_updated",
  sortDirection: "desc",
  itemsPerPage: "15",
  page: 1,
  showUnpublished: false,
  showOnlyUnpublished: false,
};

/**
 * The order of a list without a query is the most recently updated first; with one, the most
 * relevant first (the search engine's order, lib/search). Relevance needs a query.
 */
export function defaultSort(search: string): Pick<ListState, "sortField" | "sortDirection"> {
  return { sortField: search ? "relevance" : "date_updated", sortDirection: "desc" };
}

export const SORT_OPTIONS = [
  { label: "Relevance", field: "relevance", direction: "desc" },
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
  { label: "Most stars", field: "stars", direction: "desc" },
  { label: "Fastest growing (90 days)", field: "star_gain_90d", direction: "desc" },
] as const satisfies readonly { label: string; field: SortField; direction: SortDirection }[];
