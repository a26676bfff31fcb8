import { afterEach, describe, expect, it, vi } from "vitest";
import { outboundUrlProblem } from "@/lib/admin/social/outbound-url";
import { devLoginEnabled, devLoginProblem, isLoopbackUrl } from "@/lib/auth/dev-login";
import { devLoginPeerProblem, peerAddressKnown } from "@/lib/auth/dev-login-peer";
import { authOptions, DEV_LOGIN_PROVIDER } from "@/lib/auth/options";
import { loopbackFetchAllowed, loopbackFetchProblem } from "@/lib/net/loopback-site";
import { safeFetch } from "@/lib/net/safe-fetch";

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

// What next-auth hands a provider's authorize(): the request's headers, where server.mjs has
// appended the connection's own address to X-Forwarded-For.
const fromPeer = (forwardedFor?: string) => ({
  headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor },
});
const SERVER_MJS = Symbol.for("coss-directory.peer-address-appended");

describe("the development sign-in's connection check", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    delete (globalThis as Record<symbol, unknown>)[SERVER_MJS];
  });

  function devAuthorize() {
    vi.stubEnv("AUTH_DEV_LOGIN", "true");
    vi.stubEnv("NEXTAUTH_URL", "http://localhost:3000");
    vi.stubEnv("NEXTAUTH_SECRET", "unit-secret");
    // next-auth keeps a provider's own settings, its id included, under `options`.
    type Configured = { options: { id?: string; authorize: (c: unknown, r: unknown) => unknown } };
    const provider = (authOptions().providers as unknown as Configured[]).find(
      (configured) => configured.options.id === DEV_LOGIN_PROVIDER,
    )!;
    return (request: unknown) =>
      provider.options.authorize({ email: "admin@example.com" }, request);
  }

  it("signs in a connection from this machine, IPv4, IPv6 or IPv4-mapped", async () => {
    const authorize = devAuthorize();
    (globalThis as Record<symbol, unknown>)[SERVER_MJS] = true;
    for (const peer of ["127.0.0.1", "::1", "::ffff:127.0.0.1", "203.0.113.7, 127.0.0.1"]) {
      expect(await authorize(fromPeer(peer)), peer).toEqual({
        id: "admin@example.com",
        email: "admin@example.com",
      });
    }
  });

  it("refuses a connection from another address, whatever the client claims before it", async () => {
    const authorize = devAuthorize();
    (globalThis as Record<symbol, unknown>)[SERVER_MJS] = true;
    const log = vi.spyOn(console, "warn").mockImplementation(() => {});
    for (const peer of [
      "203.0.113.7",
      "127.0.0.1, 203.0.113.7",
      "10.0.0.2",
      "::ffff:192.168.1.4",
    ]) {
      expect(await authorize(fromPeer(peer)), peer).toBeNull();
    }
    expect(log).toHaveBeenCalledWith(
      "Development sign-in refused: the connection comes from 203.0.113.7, not this machine",
    );
    expect(devLoginPeerProblem(fromPeer("").headers, true)).toBe(
      "the connection's address is missing",
    );
  });

  it("refuses when the connection's address cannot be known (next start keeps the client's header)", async () => {
    const authorize = devAuthorize();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(await authorize(fromPeer("127.0.0.1"))).toBeNull();
    expect(devLoginPeerProblem(fromPeer("127.0.0.1").headers)).toMatch(/address is not known/);
  });

  it("knows the address under next dev only when npm run dev bound it to loopback", () => {
    vi.stubEnv("NODE_ENV", "development");
    vi.stubEnv("LISTEN_ADDRESS", "127.0.0.1");
    expect(peerAddressKnown()).toBe(true);
    vi.stubEnv("LISTEN_ADDRESS", "0.0.0.0");
    expect(peerAddressKnown()).toBe(false);
    vi.stubEnv("LISTEN_ADDRESS", "");
    expect(peerAddressKnown()).toBe(false);
  });
});

describe("SAFE_FETCH_ALLOW_LOOPBACK follows the development sign-in's rule", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("holds on a loopback site only; elsewhere the server may not start", () => {
    vi.stubEnv("SAFE_FETCH_ALLOW_LOOPBACK", "true");
    vi.stubEnv("NEXTAUTH_URL", "http://127.0.0.1:3100");
    expect(loopbackFetchAllowed()).toBe(true);
    expect(loopbackFetchProblem()).toBeNull();
    expect(outboundUrlProblem("http://127.0.0.1:3130/hook", "The webhook URL")).toBeNull();

    vi.stubEnv("NEXTAUTH_URL", "https://coss.example.org");
    expect(loopbackFetchAllowed()).toBe(false);
    expect(loopbackFetchProblem()).toBe(
      "SAFE_FETCH_ALLOW_LOOPBACK=true is only allowed when NEXTAUTH_URL is a loopback address (it is https://coss.example.org); it is a test-only setting: unset it on a public server.",
    );
    expect(outboundUrlProblem("http://127.0.0.1:3130/hook", "The webhook URL")).toBe(
      "The webhook URL must be an https URL",
    );
  });

  it("refuses loopback fetches on a public site although the setting is on", async () => {
    vi.stubEnv("SAFE_FETCH_ALLOW_LOOPBACK", "true");
    vi.stubEnv("NEXTAUTH_URL", "https://coss.example.org");
    // Refused before any connection: nothing needs to listen there.
    await expect(safeFetch("http://127.0.0.1:9/")).rejects.toMatchObject({
      reason: "refused to fetch a non-public address: 127.0.0.1",
    });
  });
});
