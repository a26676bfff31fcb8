import { hrefOf, type ListCodec } from "./list-codec";
import { DEFAULT_LIST_STATE, type ListState } from "./list-state-fields";
import { listStateToParams, parseListState } from "./list-state-params";

// The state of the company list (/organizations), kept in the URL with the spec's
// parameter names; defaults are left out of the URL. Anything malformed falls back to
// its default, so a hand-edited URL never causes an error.
// This module gathers it: its fields (list-state-fields.ts), its URL form
// (list-state-params.ts), its changes (list-state-changes.ts) and the list's codec.

export * from "./list-state-fields";
export * from "./list-state-params";
export * from "./list-state-changes";

export const companyListCodec: ListCodec<ListState> = {
  path: "/organizations",
  route: "/isr/organizations",
  searchParam: "search",
  params: {
    type: "foundation",
    search: "data",
    tags: "1,2",
    filterMode: "all",
    foundedFrom: "2010",
    foundedTo: "2019",
    funding: "10m-100m",
    hasValuation: "true",
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

/** The list of the companies with one tag: where a tag on a card or a page leads. */
export const tagListHref = (tagId: number) => listHref({ ...DEFAULT_LIST_STATE, tags: [tagId] });
