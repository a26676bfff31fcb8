import { describe, expect, it } from "vitest";
import { DEFAULT_LIST_STATE } from "@/lib/domain/list-state";
import { organizationsFilterOf } from "@/lib/domain/organizations-filter";
import { parseTagPageState } from "@/lib/domain/tag-page-state";

describe("a pasted /organizations URL as the apply tab's organization search", () => {
  it("reads the list's search, tag filter, type and unpublished toggles, on any host", () => {
    expect(
      organizationsFilterOf(
        "https://coss.example.org/organizations?search=data&tags=3,7&filterMode=all&type=foundation&showUnpublished=true",
      ),
    ).toEqual({
      ...DEFAULT_LIST_STATE,
      search: "data",
      sortField: "relevance",
      tags: [3, 7],
      filterMode: "all",
      type: "foundation",
      showUnpublished: true,
    });
    expect(organizationsFilterOf(" /organizations?tags=5 ")).toMatchObject({ tags: [5] });
    expect(organizationsFilterOf("/organizations")).toEqual(DEFAULT_LIST_STATE);
  });

  it("leaves page, order and view out: they do not change which companies match", () => {
    expect(
      organizationsFilterOf(
        "/organizations?search=ai&page=4&sortField=name&sortDirection=asc&view=table&itemsPerPage=all",
      ),
    ).toEqual({ ...DEFAULT_LIST_STATE, search: "ai", sortField: "relevance" });
  });

  it("takes anything else as typed text", () => {
    for (const text of ["organizations", "data", "/organizations/supabase", "/people?search=a"]) {
      expect(organizationsFilterOf(text)).toBeNull();
    }
  });

  it("keeps the URL in the page's state as its canonical path, whatever its length", () => {
    const pasted = `http://localhost:3000/organizations?page=2&tags=${[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15].join(",")}&search=${"x".repeat(90)}`;
    const state = parseTagPageState(new URLSearchParams({ tab: "apply", oq: pasted }));
    expect(state.oq).toBe(
      `/organizations?search=${"x".repeat(90)}&tags=1,2,3,4,5,6,7,8,9,10,11,12,13,14,15`,
    );
    expect(parseTagPageState(new URLSearchParams({ oq: "  kube " })).oq).toBe("kube");
  });
});
