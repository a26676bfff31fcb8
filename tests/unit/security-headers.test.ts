import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import {
  nextConfigHeaders,
  OWN_POLICY_ROUTES,
  securityHeaders,
  setDefaultsBeforeHead,
} from "@/lib/http/security-headers.mjs";

// Next compiles header rules with this function; its regex is what decides a rule's paths.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { buildCustomRoute } = require("next/dist/lib/build-custom-route") as {
  buildCustomRoute: (type: "header", route: { source: string }) => { regex: string };
};

const OPTIONS = { https: true, embedParents: ["https://news.example.org"] };

/** The headers Next's rules give a path (a later rule's value wins, as in Next). */
function configHeadersOf(path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of nextConfigHeaders(OPTIONS)) {
    if (!new RegExp(buildCustomRoute("header", rule).regex).test(path)) continue;
    for (const { key, value } of rule.headers) headers[key] = value;
  }
  return headers;
}

describe("the security headers under next start (next.config.ts headers())", () => {
  it.each([
    "/",
    "/organizations",
    "/organizations/supabase/headlines",
    "/admin/submissions",
    "/api/admin/stats",
    "/embed",
    "/embed/company",
    "/embedx",
    "/embedded",
    "/embedded/headlines/new",
    "/embeddedx/y",
    "/api/faviconx",
    "/_next/static/chunks/0a1b2c.js",
    "/_next/staticx",
  ])("gives %s the same headers as server.mjs", (path) => {
    expect(configHeadersOf(path)).toEqual(securityHeaders(path, OPTIONS));
  });

  it.each(OWN_POLICY_ROUTES)(
    "leaves the policy of %s to its handler, and gives the rest",
    (path) => {
      const { "Content-Security-Policy": policy, ...others } = securityHeaders(path, OPTIONS);
      expect(policy).toContain("script-src");
      expect(configHeadersOf(path)).toEqual(others);
    },
  );

  it("gives the build's scripts and styles nosniff and HSTS only, no document's policies", () => {
    expect(securityHeaders("/_next/static/css/0a1b2c.css", OPTIONS)).toEqual({
      "X-Content-Type-Options": "nosniff",
      "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
    });
    expect(securityHeaders("/_next/static/chunks/0a1b2c.js", { https: false })).toEqual({
      "X-Content-Type-Options": "nosniff",
    });
  });

  it("steps aside when server.mjs sets the headers itself", () => {
    for (const rule of nextConfigHeaders(OPTIONS)) {
      expect(rule.missing).toEqual([{ type: "header", key: "x-security-headers-by-server" }]);
    }
  });
});

describe("setDefaultsBeforeHead (server.mjs)", () => {
  let server: http.Server | undefined;
  afterEach(() => server?.close());

  /** Answers every request through `handler`, behind the site's defaults, and fetches it. */
  async function answerOf(handler: (res: http.ServerResponse) => void) {
    server = http.createServer((_req, res) => {
      setDefaultsBeforeHead(res, securityHeaders("/api/favicon", OPTIONS));
      handler(res);
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    return (await fetch(`http://127.0.0.1:${port}/`)).headers;
  }

  it("keeps the policy a handler set, and fills in the headers it did not set", async () => {
    const headers = await answerOf((res) => {
      res.setHeader("Content-Security-Policy", "default-src 'none'");
      res.end("image");
    });
    expect(headers.get("content-security-policy")).toBe("default-src 'none'");
    expect(headers.get("x-frame-options")).toBe("DENY");
    expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("strict-transport-security")).toContain("max-age=");
  });

  it("keeps headers given to writeHead itself, as an object or as a list", async () => {
    const asObject = await answerOf((res) =>
      res.writeHead(200, { "content-security-policy": "sandbox" }).end(),
    );
    expect(asObject.get("content-security-policy")).toBe("sandbox");
    server!.close();
    const asList = await answerOf((res) =>
      res.writeHead(200, ["Content-Security-Policy", "sandbox", "X-Test", "1"]).end(),
    );
    expect(asList.get("content-security-policy")).toBe("sandbox");
    expect(asList.get("permissions-policy")).toContain("camera=()");
  });

  it("gives a handler that set nothing the site's policy", async () => {
    const headers = await answerOf((res) => res.end("page"));
    expect(headers.get("content-security-policy")).toContain("script-src 'self'");
  });
});
