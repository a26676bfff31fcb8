import { afterEach, describe, expect, it, vi } from "vitest";
import { authOptions } from "@/lib/auth/options";
import { SESSION_MAX_AGE_SECONDS, sessionStands } from "@/lib/auth/session-age";

const HOUR = 60 * 60 * 1000;
const NOW = Date.parse("2026-03-01T12:00:00Z");

describe("how long a sign-in lasts", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("is 12 hours for next-auth's session and token", () => {
    vi.stubEnv("NEXTAUTH_SECRET", "unit-secret");
    const options = authOptions();
    expect(SESSION_MAX_AGE_SECONDS).toBe(12 * 60 * 60);
    expect(options.session?.maxAge).toBe(SESSION_MAX_AGE_SECONDS);
    expect(options.jwt?.maxAge).toBe(SESSION_MAX_AGE_SECONDS);
  });

  it("ends 12 hours after the sign-in, however often the token was refreshed", () => {
    expect(sessionStands(NOW - 11 * HOUR, null, NOW)).toBe(true);
    expect(sessionStands(NOW - 13 * HOUR, null, NOW)).toBe(false);
    // Tokens made before the sign-in time was recorded.
    expect(sessionStands(undefined, null, NOW)).toBe(false);
  });

  it("ends with the account's sign-out, and a later sign-in stands", () => {
    const signedOut = new Date(NOW - HOUR);
    expect(sessionStands(NOW - 2 * HOUR, signedOut, NOW)).toBe(false);
    expect(sessionStands(NOW - HOUR + 1, signedOut, NOW)).toBe(true);
  });
});
