import { describe, expect, it } from "vitest";
import { companyFunding, disclosedRounds } from "@/lib/domain/funding";

describe("companyFunding", () => {
  it("is the curated total, with the disclosed rounds beside it when they differ", () => {
    expect(companyFunding(500, [200_000_000, 100_000_000])).toEqual({
      millions: 500,
      source: "curated",
      disclosed: { usd: 300_000_000, rounds: 2 },
      differs: true,
    });
  });

  it("says nothing beside a curated total its rounds add up to", () => {
    expect(companyFunding(1500, [1_000_000_000, 500_000_000]).differs).toBe(false);
    expect(companyFunding(12.5, []).differs).toBe(false);
  });

  it("is the sum of the disclosed rounds when no total is set", () => {
    expect(companyFunding(null, [20_000_000, null, 5_500_000])).toEqual({
      millions: 25.5,
      source: "rounds",
      disclosed: { usd: 25_500_000, rounds: 2 },
      differs: false,
    });
  });

  it("is none without a total or a disclosed round", () => {
    expect(companyFunding(null, [null])).toMatchObject({ millions: null, source: null });
  });
});

describe("disclosedRounds", () => {
  it("counts only rounds with an amount", () => {
    expect(disclosedRounds([null, 0, 3_000_000])).toEqual({ usd: 3_000_000, rounds: 1 });
  });
});
