import { describe, expect, it } from "vitest";
import {
  DEFAULT_HEADLINES_STATE,
  HEADLINES_PAGE_SIZE,
  headlinesHref,
  headlinesCodec,
} from "@/lib/domain/headlines-state";
import { queryOf, stateFromSegment } from "@/lib/domain/list-codec";

const parse = (query: string) => headlinesCodec.parse(new URLSearchParams(query));

describe("parseHeadlinesState", () => {
  it("gives the defaults for an empty query", () => {
    expect(parse("")).toEqual(DEFAULT_HEADLINES_STATE);
    expect(HEADLINES_PAGE_SIZE).toBe(24);
  });
  it("reads q, trimmed and cut to 100 characters, and the page", () => {
    expect(parse("q=%20supabase%20&page=3")).toEqual({ q: "supabase", page: 3 });
    expect(parse(`q=${"a".repeat(150)}`).q).toHaveLength(100);
  });
  it("falls back to page 1 for malformed pages and ignores other keys", () => {
    for (const page of ["0", "-2", "x", "1.5", "", "1e3"]) {
      expect(parse(`page=${page}`).page).toBe(1);
    }
    expect(parse("search=x&type=funding")).toEqual(DEFAULT_HEADLINES_STATE);
  });
});

describe("headlinesQuery and headlinesHref", () => {
  it("leave the defaults out", () => {
    expect(queryOf(headlinesCodec, DEFAULT_HEADLINES_STATE)).toBe("");
    expect(headlinesHref(DEFAULT_HEADLINES_STATE)).toBe("/headlines");
    expect(headlinesHref({ q: "   ", page: 1 })).toBe("/headlines");
  });
  it("put q first, then page", () => {
    expect(queryOf(headlinesCodec, { q: "x y", page: 2 })).toBe("q=x+y&page=2");
    expect(headlinesHref({ q: "", page: 2 })).toBe("/headlines?page=2");
    expect(headlinesHref({ q: " techcrunch ", page: 1 })).toBe("/headlines?q=techcrunch");
  });
  it("round-trip through the URL", () => {
    const state = { q: "a&b=c%", page: 4 };
    expect(headlinesCodec.parse(new URLSearchParams(queryOf(headlinesCodec, state)))).toEqual(
      state,
    );
  });
});

describe("headlinesStateFromSegment", () => {
  it("reads 'default' as no parameters and decodes the canonical query", () => {
    expect(stateFromSegment(headlinesCodec, "default")).toEqual(DEFAULT_HEADLINES_STATE);
    const segment = encodeURIComponent("q=x&page=2");
    expect(stateFromSegment(headlinesCodec, segment)).toEqual({ q: "x", page: 2 });
    expect(stateFromSegment(headlinesCodec, "page=5")).toEqual({ q: "", page: 5 });
  });
  it("shows the plain page for a malformed escape", () => {
    expect(stateFromSegment(headlinesCodec, "%E0%A4%A")).toEqual(DEFAULT_HEADLINES_STATE);
  });
});
