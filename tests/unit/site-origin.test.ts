import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { withAdmin } from "@/lib/auth/require-admin";
import { FOREIGN_ORIGIN_MESSAGE, isWriteFromSite } from "@/lib/auth/site-origin";

// The site as the browser tests run it: NEXTAUTH_URL names localhost, browsers reach 127.0.0.1.
const SITE = "http://localhost:3203";
beforeEach(() => vi.stubEnv("NEXTAUTH_URL", SITE));
afterEach(() => vi.unstubAllEnvs());

const request = (method: string, headers: Record<string, string>, host = "127.0.0.1:3203") =>
  new Request(`http://${host}/api/admin/batch/import?kind=companies-json`, {
    method,
    headers: { host, ...headers },
    body: method === "GET" || method === "HEAD" ? undefined : '{"companies":[]}',
  });

describe("isWriteFromSite", () => {
  it.each([
    ["the site's own origin (NEXTAUTH_URL)", { origin: SITE }],
    ["the origin of the host the request was made to", { origin: "http://127.0.0.1:3203" }],
    ["no Origin but Sec-Fetch-Site: same-origin", { "sec-fetch-site": "same-origin" }],
  ])("lets a write through from %s", (_, headers) => {
    expect(isWriteFromSite(request("POST", headers))).toBe(true);
  });

  it.each([
    ["another site", { origin: "http://evil.example" }],
    ["a sibling subdomain", { origin: "http://admin.localhost:3203" }],
    ["another port of the same host", { origin: "http://127.0.0.1:3999" }],
    ["an opaque origin (a sandboxed frame)", { origin: "null" }],
    ["an origin with a path", { origin: "http://127.0.0.1:3203/x" }],
    [
      "a foreign Origin even with Sec-Fetch-Site: same-origin",
      {
        origin: "http://evil.example",
        "sec-fetch-site": "same-origin",
      },
    ],
    ["Sec-Fetch-Site: same-site (a sibling subdomain)", { "sec-fetch-site": "same-site" }],
    ["Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }],
    ["neither Origin nor Sec-Fetch-Site", {}],
  ])("refuses a write from %s", (_, headers) => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      expect(isWriteFromSite(request(method, headers)), method).toBe(false);
    }
  });

  it("lets reads through whatever their origin", () => {
    expect(isWriteFromSite(request("GET", { origin: "http://evil.example" }))).toBe(true);
    expect(isWriteFromSite(request("HEAD", {}))).toBe(true);
  });
});

describe("withAdmin", () => {
  it("answers a cross-origin write 403 before the session, the handler or the body is read", async () => {
    const handler = vi.fn(async () => new Response("imported"));
    const crossOrigin = request("POST", { origin: "http://evil.example" });
    const response = await withAdmin(handler)(crossOrigin, {});
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: FOREIGN_ORIGIN_MESSAGE });
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(handler).not.toHaveBeenCalled();
    expect(crossOrigin.bodyUsed).toBe(false);
  });
});
