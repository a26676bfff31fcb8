import { describe, expect, it } from "vitest";
import {
  compareHref,
  compareQueryOf,
  compareWith,
  compareWithout,
  comparisonTitle,
  isCanonicalQuery,
  parseCompareList,
  queryStringOf,
} from "@/lib/domain/compare-list";

describe("a comparison's URL", () => {
  it("reads shortnames lowercased, each once, in the order given, and sets malformed items apart", () => {
    expect(parseCompareList(["Supabase, neon,,supabase", "appwrite"])).toEqual({
      shortnames: ["supabase", "neon", "appwrite"],
      malformed: [],
    });
    expect(parseCompareList(["neon,<script>,a b,-x,ok_1"])).toEqual({
      shortnames: ["neon", "ok_1"],
      malformed: ["<script>", "a b", "-x"],
    });
  });

  it("caps what one URL may ask for", () => {
    const many = Array.from({ length: 80 }, (_, i) => `c${i}`).join(",");
    expect(parseCompareList([many]).shortnames).toHaveLength(50);
    expect(parseCompareList(["x".repeat(500) + "!"]).malformed[0]).toHaveLength(40);
  });

  it("writes the canonical URL: sorted, each once; none is the bare page", () => {
    expect(compareHref(["supabase", "appwrite", "neon", "neon"])).toBe(
      "/compare?c=appwrite,neon,supabase",
    );
    expect(compareHref([])).toBe("/compare");
    expect(compareWith(["supabase"], "neon")).toBe("/compare?c=neon,supabase");
    expect(compareWith(["neon"], "neon")).toBe("/compare?c=neon");
    expect(compareWithout(["neon", "supabase"], "neon")).toBe("/compare?c=supabase");
  });

  it("tells the canonical query from other spellings", () => {
    const query = (params: Record<string, string | string[]>) =>
      compareQueryOf(queryStringOf(params));
    expect(isCanonicalQuery(query({ c: "neon,supabase" }), ["supabase", "neon"])).toBe(true);
    expect(isCanonicalQuery(query({ c: "supabase,neon" }), ["supabase", "neon"])).toBe(false);
    expect(isCanonicalQuery(query({ c: ["neon", "supabase"] }), ["neon", "supabase"])).toBe(false);
    expect(isCanonicalQuery(query({ c: "neon", x: "1" }), ["neon"])).toBe(false);
    expect(isCanonicalQuery(query({}), [])).toBe(true);
    expect(isCanonicalQuery(query({ c: "" }), [])).toBe(false);
    expect(query({ add: "  Supa base " }).add).toBe("Supa base");
  });

  it("names a comparison by its companies", () => {
    expect(comparisonTitle([])).toBe("Compare companies");
    expect(comparisonTitle([{ name: "Neon" }])).toBe("Compare Neon");
    expect(comparisonTitle([{ name: "Neon" }, { name: "Supabase" }])).toBe("Neon vs Supabase");
  });
});
