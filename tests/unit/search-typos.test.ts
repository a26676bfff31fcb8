import { describe, expect, it } from "vitest";
import { mayMean, typoBudget, typoDistance, typoReach } from "@/lib/search/typos";

describe("typos", () => {
  it("count a letter replaced, removed, added or two neighbours swapped as one", () => {
    expect(typoDistance("supabese", "supabase")).toBe(1);
    expect(typoDistance("supabse", "supabase")).toBe(1);
    expect(typoDistance("supabasse", "supabase")).toBe(1);
    expect(typoDistance("supbaase", "supabase")).toBe(1);
    expect(typoDistance("cilne", "cline")).toBe(1);
    expect(typoDistance("docekr", "docker")).toBe(1);
  });

  it("count a typo on the first letter as two", () => {
    expect(typoDistance("xupabase", "supabase")).toBe(2);
    expect(typoDistance("usupabase", "supabase")).toBe(2);
    expect(typoDistance("uspabase", "supabase")).toBe(2);
  });

  it("are allowed by length: none below 5 letters, one up to 8, two from 9", () => {
    expect(["neon", "redis", "postgres", "terraform"].map(typoBudget)).toEqual([0, 1, 1, 2]);
    expect(["neo", "mnio", "postgre"].map(typoReach)).toEqual([0, 1, 2]);
  });

  it("let a word be taken for another within the budget of the longer of the two", () => {
    expect(mayMean("supabse", "supabase")).toBe(true);
    expect(mayMean("clickhosue", "clickhouse")).toBe(true);
    expect(mayMean("mnio", "minio")).toBe(true);
    expect(mayMean("nein", "neon")).toBe(false);
    expect(mayMean("spuabsae", "supabase")).toBe(false);
    expect(mayMean("xedis", "redis")).toBe(false);
    expect(mayMean("supabase", "supabase")).toBe(false);
  });
});
