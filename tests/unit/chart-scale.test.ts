import { describe, expect, it } from "vitest";
import { bands, formatInUnit, moneyUnit, niceTicks, scaleLinear } from "@/lib/domain/chart-scale";
import { isFuture, monthLabel, monthsEnding, yearRange } from "@/lib/domain/stats-periods";

describe("niceTicks", () => {
  it("covers the maximum with round steps from 0", () => {
    expect(niceTicks(47)).toEqual({ step: 10, top: 50, values: [0, 10, 20, 30, 40, 50] });
    expect(niceTicks(2_400_000_000).values).toEqual([0, 5e8, 1e9, 1.5e9, 2e9, 2.5e9]);
    expect(niceTicks(9)).toEqual({ step: 2, top: 10, values: [0, 2, 4, 6, 8, 10] });
  });

  it("keeps whole counts whole, and a top of 0 draws one step", () => {
    expect(niceTicks(1).values).toEqual([0, 1]);
    expect(niceTicks(3).values).toEqual([0, 1, 2, 3]);
    expect(niceTicks(0)).toEqual({ step: 1, top: 1, values: [0, 1] });
  });

  it("handles amounts of any size", () => {
    expect(niceTicks(15e12).top).toBe(15e12);
    expect(niceTicks(0.3).values).toEqual([0, 0.1, 0.2, 0.3]);
    expect(niceTicks(Number.NaN).top).toBe(1);
  });
});

describe("scaleLinear and bands", () => {
  it("places values between the ends, clamped", () => {
    expect(scaleLinear(25, 50, 200, 0)).toBe(100);
    expect(scaleLinear(80, 50, 200, 0)).toBe(0);
    expect(scaleLinear(-5, 50, 200, 0)).toBe(200);
    expect(scaleLinear(5, 0, 200, 0)).toBe(200);
  });

  it("rounds positions to a tenth, never sending float noise such as 55.19999999999999", () => {
    expect(scaleLinear(1, 3, 0, 100)).toBe(33.3);
    expect(scaleLinear(1000, 1250, 228, 12)).toBe(55.2);
    expect(bands(3, 100).offset(1)).toBe(37.5);
    expect(bands(7, 564).bar).toBe(60.4);
  });

  it("splits a width into bars with gaps", () => {
    const b = bands(4, 400);
    expect(b.band).toBe(100);
    expect(b.bar).toBe(75);
    expect(b.offset(1)).toBe(112.5);
    expect(bands(0, 400).bar).toBe(0);
  });
});

describe("money axis units", () => {
  it("picks one unit for the whole axis from its top", () => {
    expect(moneyUnit(2.5e9).suffix).toBe("B");
    expect(moneyUnit(400e6).suffix).toBe("M");
    expect(moneyUnit(750e3).suffix).toBe("K");
    expect(moneyUnit(10).suffix).toBe("");
  });

  it("writes ticks in that unit", () => {
    const unit = moneyUnit(2.5e9);
    expect([0, 5e8, 1e9, 1.5e9, 2.5e9].map((v) => formatInUnit(v, unit))).toEqual([
      "$0",
      "$0.5B",
      "$1B",
      "$1.5B",
      "$2.5B",
    ]);
    expect(formatInUnit(125e6, moneyUnit(200e6))).toBe("$125M");
    expect(formatInUnit(3e13, moneyUnit(3e13))).toBe("$30,000B");
  });
});

describe("stats periods", () => {
  it("lists the last months up to today's, across years", () => {
    expect(monthsEnding("2026-02-10", 4)).toEqual(["2025-11", "2025-12", "2026-01", "2026-02"]);
    expect(monthsEnding("2026-11-26", 24)).toHaveLength(24);
    expect(monthsEnding("2026-11-26", 24)[0]).toBe("2024-12");
    expect(monthLabel("2026-01")).toBe("Jan 2026");
  });

  it("tells dates and years after today", () => {
    expect(isFuture("2026-11-27", "2026-11-26")).toBe(true);
    expect(isFuture("2026-11-26", "2026-11-26")).toBe(false);
    expect(isFuture(2027, "2026-11-26")).toBe(true);
    expect(isFuture(2026, "2026-11-26")).toBe(false);
  });

  it("fills years without data", () => {
    expect(yearRange(2019, 2022)).toEqual([2019, 2020, 2021, 2022]);
    expect(yearRange(2022, 2019)).toEqual([]);
  });
});
