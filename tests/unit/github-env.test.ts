import { afterEach, describe, expect, it, vi } from "vitest";
import { env } from "@/lib/env";

describe("the GitHub sync's environment", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("defaults to GitHub's API, no token, the sync on, every 24 hours", () => {
    for (const name of ["GITHUB_TOKEN", "GITHUB_API_URL", "GITHUB_SYNC"]) vi.stubEnv(name, "");
    vi.stubEnv("GITHUB_SYNC_INTERVAL_HOURS", undefined);
    expect(env()).toMatchObject({
      GITHUB_TOKEN: undefined,
      GITHUB_API_URL: "https://api.github.com",
      GITHUB_SYNC: "on",
      GITHUB_SYNC_INTERVAL_HOURS: 24,
    });
  });

  it("takes another http(s) API, the sync off and a fractional interval", () => {
    vi.stubEnv("GITHUB_API_URL", "http://127.0.0.1:9000/api/v3");
    vi.stubEnv("GITHUB_SYNC", "off");
    vi.stubEnv("GITHUB_SYNC_INTERVAL_HOURS", "0.5");
    expect(env()).toMatchObject({
      GITHUB_API_URL: "http://127.0.0.1:9000/api/v3",
      GITHUB_SYNC: "off",
      GITHUB_SYNC_INTERVAL_HOURS: 0.5,
    });
  });

  it.each(["ftp://x", "api.github.com", "javascript:alert(1)"])(
    "refuses GITHUB_API_URL=%s, naming it",
    (url) => {
      vi.stubEnv("GITHUB_API_URL", url);
      expect(() => env()).toThrow(
        "Invalid environment: GITHUB_API_URL must be an http:// or https:// URL",
      );
    },
  );

  it.each(["0", "-1", "daily", "Infinity"])(
    "refuses GITHUB_SYNC_INTERVAL_HOURS=%s, naming it",
    (hours) => {
      vi.stubEnv("GITHUB_SYNC_INTERVAL_HOURS", hours);
      expect(() => env()).toThrow(
        "Invalid environment: GITHUB_SYNC_INTERVAL_HOURS must be a positive number of hours",
      );
    },
  );

  it("refuses a GITHUB_SYNC other than on or off, naming it", () => {
    vi.stubEnv("GITHUB_SYNC", "false");
    expect(() => env()).toThrow("Invalid environment: GITHUB_SYNC must be on or off");
  });
});
