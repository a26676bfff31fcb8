import { describe, expect, it } from "vitest";
import {
  changeListState,
  DEFAULT_LIST_STATE,
  forViewer,
  listHref,
  parseListState,
  sortByHeader,
} from "@/lib/domain/list-state";

const parse = (query: string) => parseListState(new URLSearchParams(query));

describe("parseListState", () => {
  it("gives the defaults for an empty query", () => {
    expect(parse("")).toEqual(DEFAULT_LIST_STATE);
  });
  it("reads every parameter of the spec", () => {
    expect(
      parse(
        "type=foundation&search=neo&tags=3,7&filterMode=all&view=table&sortField=name&sortDirection=asc&itemsPerPage=50&page=4&showUnpublished=true",
      ),
    ).toEqual({
      type: "foundation",
      search: "neo",
      tags: [3, 7],
      filterMode: "all",
      foundedFrom: null,
      foundedTo: null,
      funding: null,
      hasValuation: false,
      view: "table",
      sortField: "name",
      sortDirection: "asc",
      itemsPerPage: "50",
      page: 4,
      showUnpublished: true,
      showOnlyUnpublished: false,
    });
  });
  it("falls back to the defaults for malformed values", () => {
    const state = parse(
      "type=club&filterMode=some&view=grid&sortField=evil;drop&sortDirection=up&itemsPerPage=7&page=abc&tags=x,-2,0",
    );
    expect(state).toEqual(DEFAULT_LIST_STATE);
  });
  it("brings page 0, negative or huge pages into range", () => {
    expect(parse("page=0").page).toBe(1);
    expect(parse("page=-5").page).toBe(1);
    expect(parse("page=1000000000000").page).toBe(1_000_000);
    expect(parse("page=2.5").page).toBe(1);
  });
  it("cuts the search text and deduplicates tags", () => {
    expect(parse(`search=${"a".repeat(500)}`).search).toHaveLength(100);
    expect(parse("tags=5,5,6").tags).toEqual([5, 6]);
  });
  it("reads what the form sends without JavaScript: repeated tags and sort=field:direction", () => {
    const state = parse("tags=4&tags=9&sort=total_funding:desc");
    expect(state).toMatchObject({
      tags: [4, 9],
      sortField: "total_funding",
      sortDirection: "desc",
    });
  });
  it("never turns both unpublished toggles on", () => {
    expect(parse("showUnpublished=true&showOnlyUnpublished=true")).toMatchObject({
      showUnpublished: false,
      showOnlyUnpublished: true,
    });
  });
});

describe("listHref", () => {
  it("leaves the defaults out of the URL", () => {
    expect(listHref(DEFAULT_LIST_STATE)).toBe("/organizations");
    expect(listHref({ ...DEFAULT_LIST_STATE, page: 2, tags: [3, 7] })).toBe(
      "/organizations?tags=3,7&page=2",
    );
  });
  it("round-trips through parseListState", () => {
    const state = parse("search=data&tags=1,2&filterMode=all&view=table&itemsPerPage=all&page=3");
    expect(parse(listHref(state).split("?")[1])).toEqual(state);
  });
});

describe("changing the list", () => {
  const onPage3 = { ...DEFAULT_LIST_STATE, page: 3 };
  it("goes back to page 1 on any change but the page", () => {
    expect(changeListState(onPage3, { search: "x" }).page).toBe(1);
    expect(changeListState(onPage3, { itemsPerPage: "30" }).page).toBe(1);
    expect(changeListState(onPage3, { page: 5 }).page).toBe(5);
  });
  it("turns one unpublished toggle off when the other is turned on", () => {
    const all = changeListState(DEFAULT_LIST_STATE, { showUnpublished: true });
    expect(changeListState(all, { showOnlyUnpublished: true })).toMatchObject({
      showUnpublished: false,
      showOnlyUnpublished: true,
    });
  });
  it("starts a new header sort descending for date_updated, ascending otherwise; the active one flips", () => {
    const byName = sortByHeader(DEFAULT_LIST_STATE, "name");
    expect(byName).toMatchObject({ sortField: "name", sortDirection: "asc" });
    expect(sortByHeader(byName, "name").sortDirection).toBe("desc");
    expect(sortByHeader(byName, "date_updated").sortDirection).toBe("desc");
    expect(sortByHeader(DEFAULT_LIST_STATE, "date_updated").sortDirection).toBe("asc");
  });
  it("drops the unpublished toggles for visitors", () => {
    const asked = { ...DEFAULT_LIST_STATE, showOnlyUnpublished: true };
    expect(forViewer(asked, false).showOnlyUnpublished).toBe(false);
    expect(forViewer(asked, true).showOnlyUnpublished).toBe(true);
  });
});
