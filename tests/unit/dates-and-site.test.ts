import { describe, expect, it } from "vitest";
import { formatLongDate, formatShortDate, isNew } from "@/lib/domain/dates";
import { resolveSiteInfo } from "@/lib/domain/site-info";

describe("dates", () => {
  it("formats en-US long dates without shifting the day", () => {
    expect(formatLongDate("2025-01-05")).toBe("January 5, 2025");
    expect(formatShortDate("2025-09-30T23:59:59Z")).toBe("Sep 30, 2025");
  });
  it("reads as Intl's en-US dates in UTC, every month and day", () => {
    const utc = (month: "long" | "short") =>
      new Intl.DateTimeFormat("en-US", { year: "numeric", month, day: "numeric", timeZone: "UTC" });
    const [long, short] = [utc("long"), utc("short")];
    for (let day = Date.UTC(2023, 0, 1); day < Date.UTC(2025, 0, 1); day += 86_400_000) {
      const date = new Date(day + 23 * 3_600_000);
      expect(formatLongDate(date)).toBe(long.format(date));
      expect(formatShortDate(date)).toBe(short.format(date));
    }
  });
  it("falls back for missing or invalid dates", () => {
    expect(formatLongDate(null)).toBe("No date");
    expect(formatLongDate("not a date", "Never")).toBe("Never");
    expect(formatShortDate("garbage")).toBe("—");
  });
  it("shows NEW within two days of date_added", () => {
    const now = new Date("2026-11-21T12:00:00Z");
    expect(isNew("2026-11-20T12:00:00Z", now)).toBe(true);
    expect(isNew("2026-11-18T11:00:00Z", now)).toBe(false);
  });
});

describe("resolveSiteInfo", () => {
  const rows = [
    { attribute: "name", value: "COSS Directory", environment: "prod" },
    { attribute: "domain", value: "coss.directory", environment: "prod" },
    { attribute: "name", value: "COSS Staging", environment: "staging" },
    { attribute: "domain", value: "coss-staging.dev", environment: "staging" },
  ];
  it("matches the host by its last two labels", () => {
    expect(resolveSiteInfo(rows, "www.coss-staging.dev:443")).toEqual({
      name: "COSS Staging",
      domain: "coss-staging.dev",
      environment: "staging",
    });
  });
  it("defaults to prod and the default name when nothing matches", () => {
    expect(resolveSiteInfo([], "example.org")).toEqual({
      name: "COSS Directory",
      domain: null,
      environment: "prod",
    });
  });
});
