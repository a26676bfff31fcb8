import { describe, expect, it } from "vitest";
import { canonicalQuery } from "@/lib/domain/list-codec";
import {
  companyListCodec,
  DEFAULT_LIST_STATE,
  listHref,
  parseListState,
  sortByHeader,
  SORT_OPTIONS,
} from "@/lib/domain/list-state";

const parse = (query: string) => parseListState(new URLSearchParams(query));
const canonical = (query: string) => canonicalQuery(companyListCodec, new URLSearchParams(query));

describe("the company list's GitHub sorts", () => {
  it("are offered as 'Most stars' and 'Fastest growing (90 days)', most first", () => {
    expect(SORT_OPTIONS.filter((o) => o.field === "stars" || o.field === "star_gain_90d")).toEqual([
      { label: "Most stars", field: "stars", direction: "desc" },
      { label: "Fastest growing (90 days)", field: "star_gain_90d", direction: "desc" },
    ]);
  });

  it("read from the URL and from the no-JavaScript form's select", () => {
    expect(parse("sortField=stars")).toMatchObject({ sortField: "stars", sortDirection: "desc" });
    expect(parse("sort=star_gain_90d:desc")).toMatchObject({
      sortField: "star_gain_90d",
      sortDirection: "desc",
    });
  });

  it("have one canonical URL, the direction left out", () => {
    expect(listHref({ ...DEFAULT_LIST_STATE, sortField: "stars", sortDirection: "desc" })).toBe(
      "/organizations?sortField=stars",
    );
    expect(canonical("sortField=stars")).toBeNull();
    expect(canonical("search=db&sortField=star_gain_90d")).toBeNull();
    expect(canonical("sort=stars:desc")).toBe("sortField=stars");
    expect(canonical("sortField=star_gain_90d&sortDirection=desc")).toBe("sortField=star_gain_90d");
  });

  it("redirect an ascending or malformed request to the canonical URL", () => {
    expect(canonical("sortField=stars&sortDirection=asc")).toBe("sortField=stars");
    expect(canonical("sort=star_gain_90d:asc")).toBe("sortField=star_gain_90d");
    expect(canonical("sortField=star")).toBe("");
    expect(canonical("sortField=Stars&view=table")).toBe("view=table");
  });

  it("stay most first when their table header is clicked again", () => {
    const byStars = sortByHeader({ ...DEFAULT_LIST_STATE, page: 3 }, "stars");
    expect(byStars).toMatchObject({ sortField: "stars", sortDirection: "desc", page: 1 });
    expect(sortByHeader(byStars, "stars").sortDirection).toBe("desc");
    expect(sortByHeader(byStars, "name").sortDirection).toBe("asc");
  });
});
