import { describe, expect, it } from "vitest";
import {
  formatCompactUsd,
  formatMillions,
  parseFundingMillions,
  parseValuationMillions,
} from "@/lib/domain/money";

describe("formatMillions", () => {
  it("shows millions with one decimal and M below 1000 million", () => {
    expect(formatMillions(396)).toBe("$396.0M");
    expect(formatMillions(0)).toBe("$0.0M");
    expect(formatMillions(999.94)).toBe("$999.9M");
  });
  it("shows billions with one decimal and B from 1000 million on", () => {
    expect(formatMillions(1000)).toBe("$1.0B");
    expect(formatMillions(6400)).toBe("$6.4B");
    expect(formatMillions(123456)).toBe("$123.5B");
  });
});

describe("formatCompactUsd (headline funding amounts)", () => {
  it("is compact USD with at most one decimal", () => {
    expect(formatCompactUsd(200_000_000)).toBe("$200M");
    expect(formatCompactUsd(12_500_000)).toBe("$12.5M");
    expect(formatCompactUsd(1_500_000_000)).toBe("$1.5B");
    expect(formatCompactUsd(750_000)).toBe("$750K");
  });
  it("reads as Intl's compact USD does, rounding half up and into the next unit", () => {
    const intl = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: "USD",
      notation: "compact",
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    });
    const amounts = [0, 12.5, 999, 999.96, 1_049, 1_050, 12_450_000, 999_949, 999_950];
    for (const amount of [...amounts, 999_999_999, 2.25e12, 1e15, 33_333_333, -5_000_000]) {
      expect(formatCompactUsd(amount), String(amount)).toBe(intl.format(amount));
    }
  });
});

describe("parseFundingMillions", () => {
  it("reads M, B and K suffixes in any case", () => {
    expect(parseFundingMillions("396M")).toBe(396);
    expect(parseFundingMillions("1.5B")).toBe(1500);
    expect(parseFundingMillions("$10 m")).toBe(10);
    expect(parseFundingMillions("750K")).toBe(0.75);
  });
  it("counts a bare number as millions and ignores thousands separators", () => {
    expect(parseFundingMillions("1,200")).toBe(1200);
  });
  it("gives null for missing or number-less text", () => {
    expect(parseFundingMillions(null)).toBeNull();
    expect(parseFundingMillions("undisclosed")).toBeNull();
  });
});

describe("parseValuationMillions", () => {
  it("strips non-numeric characters and multiplies by 1000 on a b", () => {
    expect(parseValuationMillions("$5B")).toBe(5000);
    expect(parseValuationMillions("2.5 billion")).toBe(2500);
    expect(parseValuationMillions("$750M")).toBe(750);
    expect(parseValuationMillions(120)).toBe(120);
  });
  it("gives null without a number", () => {
    expect(parseValuationMillions("n/a")).toBeNull();
  });
});
