import { afterEach, describe, expect, it, vi } from "vitest";
import { devLoginEnabled, devLoginProblem, isLoopbackUrl } from "@/lib/auth/dev-login";

describe("isLoopbackUrl", () => {
  it("knows this machine's names and addresses", () => {
    for (const url of [
      "http://localhost:3000",
      "http://app.localhost",
      "http://127.0.0.1:3100",
      "http://127.8.9.10",
      "http://[::1]:3000",
    ]) {
      expect(isLoopbackUrl(url), url).toBe(true);
    }
  });
  it("refuses every other host", () => {
    for (const url of [
      "https://coss.example.org",
      "http://10.0.0.1",
      "http://[::ffff:8.8.8.8]",
      "http://localhost.example.org",
      "http://0.0.0.0",
    ]) {
      expect(isLoopbackUrl(url), url).toBe(false);
    }
  });
});

describe("the development sign-in", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("is on with AUTH_DEV_LOGIN=true on a loopback site, NEXTAUTH_URL's default included", () => {
    vi.stubEnv("AUTH_DEV_LOGIN", "true");
    vi.stubEnv("NEXTAUTH_URL", "");
    expect(devLoginEnabled()).toBe(true);
    expect(devLoginProblem()).toBeNull();
  });
  it("is off, and the server may not start, on a public site", () => {
    vi.stubEnv("AUTH_DEV_LOGIN", "true");
    vi.stubEnv("NEXTAUTH_URL", "https://coss.example.org");
    expect(devLoginEnabled()).toBe(false);
    expect(devLoginProblem()).toMatch(/^AUTH_DEV_LOGIN=true is only allowed/);
  });
  it("is off without AUTH_DEV_LOGIN, wherever the site is", () => {
    vi.stubEnv("AUTH_DEV_LOGIN", "");
    vi.stubEnv("NEXTAUTH_URL", "http://localhost:3000");
    expect(devLoginEnabled()).toBe(false);
    expect(devLoginProblem()).toBeNull();
  });
});
