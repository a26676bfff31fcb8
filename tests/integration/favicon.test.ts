import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { GET } from "@/app/api/favicon/route";
import { createFaviconCache } from "@/lib/favicon/favicon-cache";
import { FAVICON_RATE_LIMIT } from "@/lib/favicon/favicon-handler";
import { faviconResponse } from "@/lib/favicon/favicon-response";
import { fetchFavicon, findIconLinks } from "@/lib/favicon/fetch-favicon";
import { getFavicon, isValidFaviconHost } from "@/lib/favicon/get-favicon";
import { MAX_SVG_BYTES } from "@/lib/favicon/icon-image";
import { startLocalServer, type LocalServer } from "@/tests/fixtures/local-server";
import { readPng } from "@/tests/fixtures/png";

// The first bytes of a PNG are enough: the route checks the signature, it does not decode.
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const SCRIPT = `<script>document.title = "owned"; fetch("/stolen")</script>`;
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16">${SCRIPT}<rect width="16" height="16" fill="#FF0000"/></svg>`;
const PAGE_AS_IMAGE = `<!doctype html><html><body>${SCRIPT}</body></html>`;
const html = (head: string) => ({
  headers: { "content-type": "text/html; charset=utf-8" },
  body: `<!doctype html><html><head>${head}</head><body>Hi</body></html>`,
});

let site: LocalServer;
let fallbackSite: LocalServer;
let badSite: LocalServer;
let svgSite: LocalServer;
let pageAsImageSite: LocalServer;
let oddSvgSite: LocalServer;
let pageRequests = 0;

beforeAll(async () => {
  site = await startLocalServer({
    "/": (request, response) => {
      pageRequests++;
      const page = html(`<link rel="stylesheet" href="/s.css"><link rel="icon" href="/i.png">`);
      response.writeHead(200, page.headers).end(page.body);
    },
    "/i.png": { headers: { "content-type": "image/png" }, body: PNG },
  });
  fallbackSite = await startLocalServer({
    "/": html(`<title>No icon link</title>`),
    "/favicon.ico": { headers: { "content-type": "image/x-icon" }, body: PNG },
  });
  badSite = await startLocalServer({
    "/": html(`<link rel='shortcut icon' href='/icon'>`),
    "/icon": { headers: { "content-type": "text/html" }, body: "<p>not an image</p>" },
    "/favicon.ico": { headers: { "content-type": "application/octet-stream" }, body: PNG },
  });
  svgSite = await startLocalServer({
    "/": html(`<link rel="apple-touch-icon" href="/touch.svg">`),
    "/touch.svg": { headers: { "content-type": "image/svg+xml" }, body: SVG },
  });
  pageAsImageSite = await startLocalServer({
    "/": html(`<link rel="icon" href="/icon.png">`),
    "/icon.png": { headers: { "content-type": "image/png" }, body: PAGE_AS_IMAGE },
    "/favicon.ico": { headers: { "content-type": "image/x-icon" }, body: PAGE_AS_IMAGE },
  });
  oddSvgSite = await startLocalServer({
    "/": html(`<link rel="icon" href="/huge.svg"><link rel="apple-touch-icon" href="/tall.svg">`),
    "/huge.svg": {
      headers: { "content-type": "image/svg+xml" },
      body: SVG.replace("<rect", `<!-- ${"x".repeat(MAX_SVG_BYTES)} --><rect`),
    },
    "/tall.svg": {
      headers: { "content-type": "image/svg+xml" },
      body: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 100000"/>`,
    },
    "/favicon.ico": { headers: { "content-type": "image/png" }, body: JPEG },
  });
});

afterAll(async () => {
  await Promise.all(
    [site, fallbackSite, badSite, svgSite, pageAsImageSite, oddSvgSite].map((server) =>
      server.close(),
    ),
  );
});

afterEach(() => vi.useRealTimers());

describe("fetchFavicon", () => {
  it("serves the icon declared by <link rel=icon>, resolved against the page", async () => {
    const result = await fetchFavicon(site.url, { allowLoopback: true });
    expect(result).toEqual({ kind: "icon", contentType: "image/png", body: PNG });
  });

  it("falls back to /favicon.ico when the page declares no icon", async () => {
    const result = await fetchFavicon(fallbackSite.url, { allowLoopback: true });
    // Served as image/x-icon, its bytes are a PNG: it is named by them.
    expect(result).toEqual({ kind: "icon", contentType: "image/png", body: PNG });
  });

  it("gives the placeholder when neither icon is an image type", async () => {
    expect(await fetchFavicon(badSite.url, { allowLoopback: true })).toEqual({
      kind: "placeholder",
    });
  });

  it("draws an SVG icon as a PNG of at most 64 px, without its script", async () => {
    const result = await fetchFavicon(svgSite.url, { allowLoopback: true });
    expect(result).toMatchObject({ kind: "icon", contentType: "image/png" });
    const body = (result as { body: Buffer }).body;
    expect(readPng(body)).toEqual({ width: 64, height: 64, topLeft: "#FF0000" });
    expect(body.toString("latin1")).not.toContain("owned");
  });

  it("gives the placeholder for a page served as an image, whatever its Content-Type", async () => {
    expect(await fetchFavicon(pageAsImageSite.url, { allowLoopback: true })).toEqual({
      kind: "placeholder",
    });
  });

  it("skips SVG icons too big or too odd to draw, and names an image by its bytes", async () => {
    // Both SVGs are passed over; /favicon.ico is a JPEG served as image/png.
    expect(await fetchFavicon(oddSvgSite.url, { allowLoopback: true })).toEqual({
      kind: "icon",
      contentType: "image/jpeg",
      body: JPEG,
    });
  });

  it("gives the placeholder for a loopback site unless loopback is allowed", async () => {
    expect(await fetchFavicon(site.url)).toEqual({ kind: "placeholder" });
  });

  it("gives the placeholder when the site is unreachable", async () => {
    expect(await fetchFavicon("http://127.0.0.1:1", { allowLoopback: true })).toEqual({
      kind: "placeholder",
    });
  });
});

describe("faviconResponse (the route's answer)", () => {
  it("serves icon bytes with a day of caching", async () => {
    const response = faviconResponse(await fetchFavicon(site.url, { allowLoopback: true }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe(
      "public, max-age=86400, stale-while-revalidate=604800",
    );
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG);
  });

  it("answers an SVG icon as PNG, under a policy that lets nothing run or load", async () => {
    const response = faviconResponse(await fetchFavicon(svgSite.url, { allowLoopback: true }));
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("redirects a failure to the placeholder logo for an hour", () => {
    const response = faviconResponse({ kind: "placeholder" });
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe("/placeholder-logo.svg");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
  });
});

describe("GET /api/favicon", () => {
  it.each([
    "",
    "not a host",
    "https://example.com",
    "example.com:443",
    "example.com/x",
    "localhost",
    "10.0.0.1",
    "-bad-.com",
    `${"a".repeat(250)}.com`,
  ])("redirects the invalid host %j to the placeholder", async (host) => {
    const response = await GET(
      new Request(`http://app/api/favicon?host=${encodeURIComponent(host)}`),
    );
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe("/placeholder-logo.svg");
  });

  it("gives the placeholder for an invalid host from the lib too", async () => {
    expect(await getFavicon("bad host")).toEqual({ kind: "placeholder" });
  });

  it("is rate-limited per client address", async () => {
    const from = (address: string) =>
      GET(
        new Request("http://app/api/favicon?host=-", { headers: { "x-forwarded-for": address } }),
      );
    for (let i = 0; i < FAVICON_RATE_LIMIT.limit; i++) {
      expect((await from("2001:db8:77::1")).status).toBe(307);
    }
    const refused = await from("2001:db8:77::2");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await from("198.51.100.77")).status).toBe(307);
  });
});

describe("isValidFaviconHost", () => {
  it("accepts ordinary hostnames", () => {
    for (const host of ["example.com", "www.example.co.uk", "a-b.c1.io", "xn--bcher-kva.example"]) {
      expect(isValidFaviconHost(host)).toBe(true);
    }
  });
  it("refuses schemes, ports, paths, IP literals and bare names", () => {
    for (const host of [
      "http://example.com",
      "example.com:80",
      "example.com/",
      "1.2.3.4",
      "example",
      "a..com",
      "ex_ample.com",
    ]) {
      expect(isValidFaviconHost(host)).toBe(false);
    }
  });
});

describe("findIconLinks", () => {
  it("prefers rel=icon over apple-touch-icon and resolves relative hrefs", () => {
    const page = `<link href="/apple.png" rel="apple-touch-icon"><LINK REL="Shortcut Icon" HREF="img/fav.ico?a=1&amp;b=2"><link rel="icon" href="data:image/png;base64,AAA">`;
    expect(findIconLinks(page, "https://example.com/blog/")).toEqual([
      "https://example.com/blog/img/fav.ico?a=1&b=2",
      "https://example.com/apple.png",
    ]);
  });
});

describe("createFaviconCache", () => {
  it("fetches a host once, then serves it from memory until the day is over", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const cached = createFaviconCache(() => fetchFavicon(site.url, { allowLoopback: true }));
    const before = pageRequests;
    const [first, second] = await Promise.all([cached("example.com"), cached("example.com")]);
    expect(await cached("example.com")).toBe(first);
    expect(second).toBe(first);
    expect(pageRequests - before).toBe(1);
    vi.setSystemTime(Date.now() + 24 * 60 * 60 * 1000 + 1);
    await cached("example.com");
    expect(pageRequests - before).toBe(2);
  });

  it("keeps failures for an hour", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    let loads = 0;
    const cached = createFaviconCache(async () => {
      loads++;
      throw new Error("boom");
    });
    expect(await cached("down.example")).toEqual({ kind: "placeholder" });
    await cached("down.example");
    expect(loads).toBe(1);
    vi.setSystemTime(Date.now() + 60 * 60 * 1000 + 1);
    await cached("down.example");
    expect(loads).toBe(2);
  });

  it("keeps at most 500 hosts, dropping the least recently used", async () => {
    let loads = 0;
    const cached = createFaviconCache(async () => {
      loads++;
      return { kind: "placeholder" };
    });
    for (let i = 0; i < 500; i++) await cached(`host-${i}.example`);
    await cached("host-0.example"); // touched: now the most recent
    await cached("host-500.example"); // evicts host-1, the least recent
    expect(loads).toBe(501);
    await cached("host-0.example");
    expect(loads).toBe(501);
    await cached("host-1.example");
    expect(loads).toBe(502);
  });
});
