import { describe, expect, it } from "vitest";
import { canonicalQuery, hrefOf } from "@/lib/domain/list-codec";
import { decadeYears, foundedLabel, parseFoundedYears, thisYear } from "@/lib/domain/founded-years";
import { FUNDING_RANGES } from "@/lib/domain/funding-ranges";
import {
  changeListState,
  companyListCodec,
  DEFAULT_LIST_STATE,
  hasActiveFilters,
  listHref,
  parseListState,
} from "@/lib/domain/list-state";
import { organizationsFilterOf } from "@/lib/domain/organizations-filter";

// The list's facets on the companies' facts in its URL: foundedFrom, foundedTo, funding and
// hasValuation.

const parse = (query: string) => parseListState(new URLSearchParams(query));
const canonical = (query: string) => canonicalQuery(companyListCodec, new URLSearchParams(query));
const YEAR = thisYear();

describe("the founding years in the list's URL", () => {
  it("reads a range, or either end alone", () => {
    expect(parse("foundedFrom=2010&foundedTo=2019")).toMatchObject({
      foundedFrom: 2010,
      foundedTo: 2019,
    });
    expect(parse("foundedFrom=1800")).toMatchObject({ foundedFrom: 1800, foundedTo: null });
    expect(parse(`foundedTo=${YEAR}`)).toMatchObject({ foundedFrom: null, foundedTo: YEAR });
    expect(parse("foundedFrom=2015&foundedTo=2015")).toMatchObject({
      foundedFrom: 2015,
      foundedTo: 2015,
    });
  });

  it("drops a year that is no integer, before 1800 or after this year", () => {
    for (const value of ["", "abc", "2010.5", "2e3", "-2010", " 2010", "1799", String(YEAR + 1)]) {
      const query = new URLSearchParams({ foundedFrom: value, foundedTo: value }).toString();
      expect(parse(query), value).toEqual(DEFAULT_LIST_STATE);
      expect(canonical(query), value).toBe("");
    }
  });

  it("drops a range whose start is after its end, both ends", () => {
    expect(parse("foundedFrom=2019&foundedTo=2010")).toEqual(DEFAULT_LIST_STATE);
    expect(canonical("foundedFrom=2019&foundedTo=2010&funding=over-1b")).toBe("funding=over-1b");
  });

  it("judges 'after this year' by the year it is given", () => {
    expect(parseFoundedYears("2030", undefined, 2029).foundedFrom).toBeNull();
    expect(parseFoundedYears("2030", undefined, 2030).foundedFrom).toBe(2030);
  });

  it("gives a decade's quick link its ten years, the current decade's up to this year", () => {
    expect(decadeYears(2010, 2026)).toEqual({ foundedFrom: 2010, foundedTo: 2019 });
    expect(decadeYears(2020, 2026)).toEqual({ foundedFrom: 2020, foundedTo: 2026 });
  });

  it("names a range for its chip", () => {
    expect(foundedLabel({ foundedFrom: 2010, foundedTo: 2019 })).toBe("Founded 2010–2019");
    expect(foundedLabel({ foundedFrom: 2015, foundedTo: 2015 })).toBe("Founded in 2015");
    expect(foundedLabel({ foundedFrom: 2010, foundedTo: null })).toBe("Founded from 2010");
    expect(foundedLabel({ foundedFrom: null, foundedTo: 1999 })).toBe("Founded until 1999");
    expect(foundedLabel({ foundedFrom: null, foundedTo: null })).toBeNull();
  });
});

describe("the funding range and the valuation toggle in the list's URL", () => {
  it("reads each funding range, and drops any other value", () => {
    for (const range of FUNDING_RANGES) expect(parse(`funding=${range}`).funding).toBe(range);
    for (const value of ["10M-100M", "over-1B", "100m", ""]) {
      expect(canonical(`funding=${value}`), value).toBe("");
    }
  });

  it("reads hasValuation=true only", () => {
    expect(parse("hasValuation=true").hasValuation).toBe(true);
    for (const value of ["false", "yes", "1", ""]) {
      expect(canonical(`hasValuation=${value}`), value).toBe("");
    }
  });
});

describe("the facts' filters in the canonical URL", () => {
  const state = {
    ...DEFAULT_LIST_STATE,
    search: "data",
    sortField: "relevance" as const,
    tags: [3],
    foundedFrom: 2010,
    foundedTo: 2019,
    funding: "100m-1b" as const,
    hasValuation: true,
    view: "table" as const,
    page: 2,
  };

  it("writes them after the other filters, before the view and the page", () => {
    expect(listHref(state)).toBe(
      "/organizations?search=data&tags=3&foundedFrom=2010&foundedTo=2019&funding=100m-1b&hasValuation=true&view=table&page=2",
    );
    expect(
      canonical(
        "page=2&hasValuation=true&funding=100m-1b&view=table&foundedTo=2019&foundedFrom=2010&tags=3&search=data",
      ),
    ).toBe(
      "search=data&tags=3&foundedFrom=2010&foundedTo=2019&funding=100m-1b&hasValuation=true&view=table&page=2",
    );
  });

  it("round-trips through the codec", () => {
    expect(parse(listHref(state).split("?")[1])).toEqual(state);
    expect(canonical(listHref(state).split("?")[1])).toBeNull();
  });

  it("leaves the defaults out", () => {
    expect(hrefOf(companyListCodec, { ...state, ...DEFAULT_LIST_STATE })).toBe("/organizations");
  });

  it("counts them as filters, and goes back to page 1 when one changes", () => {
    expect(hasActiveFilters({ ...DEFAULT_LIST_STATE, hasValuation: true })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_LIST_STATE, foundedTo: 1999 })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_LIST_STATE, funding: "not-disclosed" })).toBe(true);
    expect(changeListState(state, { funding: null }).page).toBe(1);
  });

  it("carries them into a /organizations URL pasted on the tag page", () => {
    expect(
      organizationsFilterOf(
        "/organizations?foundedFrom=2010&funding=over-1b&hasValuation=true&page=3",
      ),
    ).toEqual({
      ...DEFAULT_LIST_STATE,
      foundedFrom: 2010,
      funding: "over-1b",
      hasValuation: true,
    });
  });
});
