import {
  defaultSort,
  type ListState,
  type SortDirection,
  type SortField,
  sortsMostFirstOnly,
} from "./list-state-fields";

// How the company list's state changes as a visitor uses the list.

/** The direction a newly chosen sort field starts with. */
export function defaultDirection(field: SortField): SortDirection {
  return field === "date_updated" || field === "relevance" || sortsMostFirstOnly(field)
    ? "desc"
    : "asc";
}

const isDefaultSort = (state: ListState) => {
  const sort = defaultSort(state.search);
  return state.sortField === sort.sortField && state.sortDirection === sort.sortDirection;
};

/**
 * A state after a change: any change but the page goes back to page 1, turning one
 * unpublished toggle on turns the other off, and a new search keeps a default order default
 * (relevance with a query, newest without).
 */
export function changeListState(state: ListState, change: Partial<ListState>): ListState {
  const next = { ...state, ...change };
  if ("search" in change && !("sortField" in change) && isDefaultSort(state)) {
    Object.assign(next, defaultSort(next.search));
  }
  if (change.showUnpublished) next.showOnlyUnpublished = false;
  if (change.showOnlyUnpublished) next.showUnpublished = false;
  if (!("page" in change)) next.page = 1;
  return next;
}

/**
 * Clicking a table header: the active field flips direction (but a most-first-only one),
 * another starts at its default.
 */
export function sortByHeader(state: ListState, field: SortField): ListState {
  const flips = state.sortField === field && !sortsMostFirstOnly(field);
  const sortDirection = flips
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
    state.foundedFrom !== null ||
    state.foundedTo !== null ||
    state.funding !== null ||
    state.hasValuation ||
    state.showOnlyUnpublished
  );
}

/** The state stripped of what a visitor may not use: non-admins never see unpublished companies. */
export function forViewer(state: ListState, isAdmin: boolean): ListState {
  return isAdmin ? state : { ...state, showUnpublished: false, showOnlyUnpublished: false };
}
