import { parseRowId } from "@/lib/domain/row-id";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_PEOPLE_STATE,
  peopleHref,
  peopleCodec,
  type PeopleState,
} from "@/lib/domain/people-state";
import { queryOf, stateFromSegment } from "@/lib/domain/list-codec";

const parse = (query: string) => peopleCodec.parse(new URLSearchParams(query));
const state = (change: Partial<PeopleState>) => ({ ...DEFAULT_PEOPLE_STATE, ...change });

describe("parsePeopleState", () => {
  it("gives the defaults for an empty query", () => {
    expect(parse("")).toEqual(DEFAULT_PEOPLE_STATE);
  });
  it("reads the search, trimmed and cut to 100 characters, and the page", () => {
    expect(parse("search=%20Ada%20&page=3")).toEqual(state({ search: "Ada", page: 3 }));
    expect(parse("founders=true").founders).toBe(true);
    expect(parse("founders=yes").founders).toBe(false);
    expect(parse(`search=${"a".repeat(150)}`).search).toHaveLength(100);
  });
  it("falls back to page 1 for malformed pages", () => {
    for (const page of ["0", "-2", "x", "1.5", "", "1e3"]) {
      expect(parse(`page=${page}`).page).toBe(1);
    }
  });
});

describe("peopleQuery and peopleHref", () => {
  it("leave the defaults out", () => {
    expect(queryOf(peopleCodec, DEFAULT_PEOPLE_STATE)).toBe("");
    expect(peopleHref(DEFAULT_PEOPLE_STATE)).toBe("/people");
  });
  it("put search first, then page, then founders", () => {
    expect(queryOf(peopleCodec, state({ search: "x y", page: 2 }))).toBe("search=x+y&page=2");
    expect(peopleHref(state({ page: 2 }))).toBe("/people?page=2");
    expect(peopleHref(state({ search: "copple" }))).toBe("/people?search=copple");
    expect(peopleHref(state({ search: "a", page: 2, founders: true }))).toBe(
      "/people?search=a&page=2&founders=true",
    );
  });
  it("round-trip through the URL", () => {
    const full = state({ search: "a&b=c%", page: 4, founders: true });
    expect(peopleCodec.parse(new URLSearchParams(queryOf(peopleCodec, full)))).toEqual(full);
  });
});

describe("peopleStateFromSegment", () => {
  it("reads 'default' as no parameters and decodes the canonical query", () => {
    expect(stateFromSegment(peopleCodec, "default")).toEqual(DEFAULT_PEOPLE_STATE);
    const segment = encodeURIComponent("search=x&page=2");
    expect(stateFromSegment(peopleCodec, segment)).toEqual(state({ search: "x", page: 2 }));
  });
  it("shows the plain list for a malformed escape", () => {
    expect(stateFromSegment(peopleCodec, "%E0%A4%A")).toEqual(DEFAULT_PEOPLE_STATE);
  });
});

describe("parseRowId", () => {
  it("accepts positive integers within the database's range", () => {
    expect(parseRowId("42")).toBe(42);
    expect(parseRowId("2147483647")).toBe(2147483647);
  });
  it("rejects everything else", () => {
    for (const id of ["abc", "0", "-1", "1.5", "2147483648", "99999999999", "", "1e3", " 7"]) {
      expect(parseRowId(id)).toBeNull();
    }
  });
});
