import { describe, expect, it } from "vitest";
import { starSeries, type StarPoint } from "@/lib/github/star-series";

const TODAY = new Date("2026-03-01T12:00:00Z");
const counted = (day: string, stars: number): StarPoint => ({ day, stars, estimated: false });
const estimated = (day: string, stars: number): StarPoint => ({ day, stars, estimated: true });

describe("starSeries", () => {
  it("keeps the last year up to today, oldest first", () => {
    const series = starSeries(
      [
        counted("2026-03-01", 300),
        counted("2025-02-28", 90),
        counted("2025-03-01", 100),
        counted("2025-09-01", 200),
        counted("2026-03-02", 310),
      ],
      TODAY,
    );
    expect(series).toEqual([
      counted("2025-03-01", 100),
      counted("2025-09-01", 200),
      counted("2026-03-01", 300),
    ]);
  });

  it("gives one point per day: a counted point wins over an estimated one", () => {
    const series = starSeries(
      [
        counted("2025-10-01", 41_000),
        estimated("2025-10-01", 42_500),
        estimated("2025-11-01", 43_000),
      ],
      TODAY,
    );
    expect(series).toEqual([counted("2025-10-01", 41_000), estimated("2025-11-01", 43_000)]);
  });

  it("keeps the later of two counted points on one day, and the estimated flag", () => {
    expect(starSeries([counted("2026-01-01", 10), counted("2026-01-01", 12)], TODAY)).toEqual([
      counted("2026-01-01", 12),
    ]);
    expect(starSeries([estimated("2026-01-01", 10)], TODAY)).toEqual([estimated("2026-01-01", 10)]);
  });

  it("is empty without points in the year", () => {
    expect(starSeries([], TODAY)).toEqual([]);
    expect(starSeries([counted("2024-01-01", 5)], TODAY)).toEqual([]);
  });
});
