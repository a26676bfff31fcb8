import { describe, expect, it } from "vitest";
import {
  DEFAULT_HEADLINES_STATE,
  HEADLINES_PAGE_SIZE,
  headlinesHref,
  headlinesCodec,
  periodStart,
  type HeadlinesState,
} from "@/lib/domain/headlines-state";
import { queryOf, stateFromSegment } from "@/lib/domain/list-codec";

const parse = (query: string) => headlinesCodec.parse(new URLSearchParams(query));
const state = (change: Partial<HeadlinesState>) => ({ ...DEFAULT_HEADLINES_STATE, ...change });

describe("parseHeadlinesState", () => {
  it("gives the defaults for an empty query", () => {
    expect(parse("")).toEqual(DEFAULT_HEADLINES_STATE);
    expect(HEADLINES_PAGE_SIZE).toBe(24);
  });
  it("reads q, trimmed and cut to 100 characters, the facets and the page", () => {
    expect(parse("q=%20supabase%20&page=3")).toEqual(state({ q: "supabase", page: 3 }));
    expect(parse(`q=${"a".repeat(150)}`).q).toHaveLength(100);
    expect(parse("type=funding&date=this-year&company=supabase")).toEqual(
      state({ type: "funding", period: "this-year", company: "supabase" }),
    );
    expect(parse("from=2025-01-01&to=2025-06-30")).toEqual(
      state({ from: "2025-01-01", to: "2025-06-30" }),
    );
  });
  it("falls back to the defaults for malformed values and ignores other keys", () => {
    for (const page of ["0", "-2", "x", "1.5", "", "1e3"]) {
      expect(parse(`page=${page}`).page).toBe(1);
    }
    expect(parse("search=x&type=rumour&date=forever&from=2025-02-30&to=yesterday")).toEqual(
      DEFAULT_HEADLINES_STATE,
    );
    expect(parse("company=Not%20A%20Shortname").company).toBeNull();
    // A period wins over a range.
    expect(parse("date=last-12-months&from=2025-01-01")).toEqual(
      state({ period: "last-12-months" }),
    );
  });
});

describe("headlinesQuery and headlinesHref", () => {
  it("leave the defaults out", () => {
    expect(queryOf(headlinesCodec, DEFAULT_HEADLINES_STATE)).toBe("");
    expect(headlinesHref(DEFAULT_HEADLINES_STATE)).toBe("/headlines");
    expect(headlinesHref(state({ q: "   " }))).toBe("/headlines");
  });
  it("put q first, then the facets, then page", () => {
    expect(queryOf(headlinesCodec, state({ q: "x y", page: 2 }))).toBe("q=x+y&page=2");
    expect(headlinesHref(state({ page: 2 }))).toBe("/headlines?page=2");
    expect(headlinesHref(state({ q: " techcrunch " }))).toBe("/headlines?q=techcrunch");
    expect(headlinesHref(state({ type: "funding", period: "this-year", q: "ai" }))).toBe(
      "/headlines?q=ai&type=funding&date=this-year",
    );
  });
  it("round-trip through the URL", () => {
    const full = state({ q: "a&b=c%", page: 4, type: "announcement", from: "2024-02-29" });
    expect(headlinesCodec.parse(new URLSearchParams(queryOf(headlinesCodec, full)))).toEqual(full);
  });
});

describe("headlinesStateFromSegment", () => {
  it("reads 'default' as no parameters and decodes the canonical query", () => {
    expect(stateFromSegment(headlinesCodec, "default")).toEqual(DEFAULT_HEADLINES_STATE);
    const segment = encodeURIComponent("q=x&page=2");
    expect(stateFromSegment(headlinesCodec, segment)).toEqual(state({ q: "x", page: 2 }));
    expect(stateFromSegment(headlinesCodec, "page=5")).toEqual(state({ page: 5 }));
  });
  it("shows the plain page for a malformed escape", () => {
    expect(stateFromSegment(headlinesCodec, "%E0%A4%A")).toEqual(DEFAULT_HEADLINES_STATE);
  });
});

describe("periodStart", () => {
  it("starts this year on January 1st and the last 12 months a year ago", () => {
    expect(periodStart("this-year", "2026-11-28")).toBe("2026-01-01");
    expect(periodStart("last-12-months", "2026-11-28")).toBe("2025-11-28");
    expect(periodStart("last-12-months", "2028-02-29")).toBe("2027-03-01");
  });
});
