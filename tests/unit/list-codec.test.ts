import { describe, expect, it } from "vitest";
import { headlinesCodec } from "@/lib/domain/headlines-state";
import {
  canonicalQuery,
  hrefOf,
  segmentOf,
  stateFromSegment,
  type ListCodec,
} from "@/lib/domain/list-codec";
import { companyListCodec, DEFAULT_LIST_STATE } from "@/lib/domain/list-state";
import { peopleCodec } from "@/lib/domain/people-state";

const CODECS = [companyListCodec, peopleCodec, headlinesCodec] as ListCodec<unknown>[];
const canonical = <S>(codec: ListCodec<S>, query: string) =>
  canonicalQuery(codec, new URLSearchParams(query));

describe.each(CODECS.map((codec) => [codec.path, codec] as const))("the %s codec", (_, codec) => {
  it("accepts its canonical queries as they are", () => {
    expect(canonical(codec, "")).toBeNull();
    for (const [name, value] of Object.entries(codec.params)) {
      const query = hrefOf(codec, codec.parse(new URLSearchParams({ [name]: value }))).split(
        "?",
      )[1];
      expect(canonical(codec, query), name).toBeNull();
    }
  });
  it("drops unknown and malformed parameters", () => {
    expect(canonical(codec, "license=mit")).toBe("");
    expect(canonical(codec, "page=0&utm_source=x")).toBe("");
  });
  it("reads a state back from its cached route's segment", () => {
    for (const [name, value] of Object.entries(codec.params)) {
      const state = codec.parse(new URLSearchParams({ [name]: value }));
      const query = hrefOf(codec, state).split("?")[1] ?? "";
      expect(stateFromSegment(codec, segmentOf(query)), name).toEqual(state);
    }
    expect(stateFromSegment(codec, "default")).toEqual(codec.parse(new URLSearchParams()));
    expect(stateFromSegment(codec, "%E0%A4%A")).toEqual(codec.parse(new URLSearchParams()));
  });
});

describe("the company list codec", () => {
  it("orders parameters and spells the no-JavaScript form's sort its own way", () => {
    expect(canonical(companyListCodec, "page=2&search=a")).toBe("search=a&page=2");
    expect(canonical(companyListCodec, "sort=name:asc")).toBe("sortField=name&sortDirection=asc");
    expect(hrefOf(companyListCodec, { ...DEFAULT_LIST_STATE, tags: [3, 7] })).toBe(
      "/organizations?tags=3,7",
    );
  });
});
