import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createMicroCache, SHARED_HERE_HEADER } from "@/lib/http/micro-cache.mjs";
import { clientWeight, readAcceptEncodingCorpus } from "../fixtures/accept-encodings";
import { PAGE, startCompressingNext } from "../fixtures/compressing-next";

type Answer = {
  status?: number;
  cacheControl: string;
  setCookie?: boolean;
  delayMs?: number;
  etag?: string;
  /** Marked by the proxy as shared here (a list's search). */
  sharedHere?: boolean;
  /** Bytes written after the page, in 64 KB parts (a large download). */
  extraBytes?: number;
};

// A stand-in for Next: counts the requests it answers, answering as each path says. The
// cache reads a clock the test moves forward by hand.
async function serverBehindCache(
  answers: Record<string, Answer>,
  ttlMs = 10_000,
  maxEntries = 100,
) {
  let answered = 0;
  let clock = 0;
  const cache = createMicroCache({ ttlMs, maxEntries, now: () => clock });
  const server = http.createServer((req, res) =>
    cache.handle(req, res, () => {
      answered++;
      const answer = answers[req.url!.split("?")[0]];
      res.statusCode = answer.status ?? 200;
      res.setHeader("cache-control", answer.cacheControl);
      if (answer.setCookie) res.setHeader("set-cookie", "a=b");
      if (answer.etag) res.setHeader("etag", answer.etag);
      if (answer.sharedHere) res.setHeader(SHARED_HERE_HEADER, "1");
      res.write("<html>");
      for (let left = answer.extraBytes ?? 0; left > 0; left -= 65_536) {
        res.write("x".repeat(Math.min(left, 65_536)));
      }
      const page = `page ${answered}</html>`;
      if (answer.delayMs) setTimeout(() => res.end(page), answer.delayMs);
      else res.end(page);
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    get: (path: string, headers: Record<string, string> = {}, method = "GET") =>
      fetch(base + path, { headers, method }),
    answered: () => answered,
    advanceClock: (ms: number) => (clock += ms),
    clear: () => cache.clear(),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const SHARED = { cacheControl: "s-maxage=3600, stale-while-revalidate=31532400" };
const PRIVATE = { cacheControl: "private, no-cache, no-store, max-age=0, must-revalidate" };

describe("micro-cache in front of Next", () => {
  let close: () => Promise<unknown> = async () => undefined;
  afterEach(() => close());

  it("replays a shared-cacheable page to the next anonymous visitor", async () => {
    const server = await serverBehindCache({ "/": SHARED });
    close = server.close;
    const first = await server.get("/");
    expect(await first.text()).toBe("<html>page 1</html>");
    const second = await server.get("/");
    expect(second.headers.get("x-micro-cache")).toBe("HIT");
    expect(second.headers.get("cache-control")).toBe(SHARED.cacheControl);
    expect(await second.text()).toBe("<html>page 1</html>");
    expect(server.answered()).toBe(1);
  });

  it("never shares with or from a signed-in, draft-mode or navigating browser", async () => {
    const server = await serverBehindCache({ "/": SHARED });
    close = server.close;
    await server.get("/");
    const personal: Record<string, string>[] = [
      { cookie: "theme=dark; __prerender_bypass=abc" },
      { cookie: "next-auth.session-token=xyz" },
      { cookie: "__Secure-next-auth.session-token=xyz" },
      { rsc: "1" },
      { "next-router-prefetch": "1" },
    ];
    for (const headers of personal) {
      const response = await server.get("/", headers);
      expect(response.headers.get("x-micro-cache")).toBeNull();
    }
    expect(server.answered()).toBe(6);
  });

  it("leaves the API's answers to the API, which counts each request and answers its ETags", async () => {
    const server = await serverBehindCache({ "/api/v1/companies": SHARED });
    close = server.close;
    await server.get("/api/v1/companies");
    expect((await server.get("/api/v1/companies")).headers.get("x-micro-cache")).toBeNull();
    expect(server.answered()).toBe(2);
  });

  it("keeps no copy of private, cookie-setting or failed responses", async () => {
    const server = await serverBehindCache({
      "/live": PRIVATE,
      "/cookie": { ...SHARED, setCookie: true },
      "/missing": { ...SHARED, status: 404 },
    });
    close = server.close;
    for (const path of ["/live", "/cookie", "/missing"]) {
      await server.get(path);
      expect((await server.get(path)).headers.get("x-micro-cache")).toBeNull();
    }
    expect(server.answered()).toBe(6);
  });

  it("shares a search's page the proxy marks, though Next calls it private, with visitors only", async () => {
    const search = { ...PRIVATE, sharedHere: true };
    const server = await serverBehindCache({
      "/organizations": search,
      "/failed": { ...search, status: 500 },
    });
    close = server.close;
    await server.get("/organizations?search=data");
    const again = await server.get("/organizations?search=data");
    expect(again.headers.get("x-micro-cache")).toBe("HIT");
    expect(again.headers.get("cache-control")).toBe(PRIVATE.cacheControl);
    const signedIn = { cookie: "next-auth.session-token=xyz" };
    const admin = await server.get("/organizations?search=data", signedIn);
    expect(admin.headers.get("x-micro-cache")).toBeNull();
    await server.get("/failed");
    expect((await server.get("/failed")).headers.get("x-micro-cache")).toBeNull();
    expect(server.answered()).toBe(4);
  });

  it("keys by URL and by encoding, answers HEAD from a GET copy, and expires copies", async () => {
    const server = await serverBehindCache({ "/": SHARED, "/other": SHARED }, 10_000);
    close = server.close;
    const plain = { "accept-encoding": "identity" };
    await server.get("/?page=2", plain);
    expect((await server.get("/?page=3", plain)).headers.get("x-micro-cache")).toBeNull();
    const refusesPlain = { "accept-encoding": "gzip, identity;q=0" };
    expect((await server.get("/?page=2", refusesPlain)).headers.get("x-micro-cache")).toBeNull();
    const head = await server.get("/?page=2", plain, "HEAD");
    expect(head.headers.get("x-micro-cache")).toBe("HIT");
    server.advanceClock(9_999);
    expect((await server.get("/?page=2", plain)).headers.get("x-micro-cache")).toBe("HIT");
    server.advanceClock(1);
    expect((await server.get("/?page=2", plain)).headers.get("x-micro-cache")).toBeNull();
  });

  it("forgets every copy after a write, and keeps none of a page begun before it", async () => {
    const server = await serverBehindCache({ "/": SHARED, "/slow": { ...SHARED, delayMs: 300 } });
    close = server.close;
    await server.get("/");
    server.clear();
    expect(await (await server.get("/")).text()).toBe("<html>page 2</html>");

    const rendering = server.get("/slow");
    await new Promise((resolve) => setTimeout(resolve, 100));
    server.clear();
    expect(await (await rendering).text()).toBe("<html>page 3</html>");
    expect((await server.get("/slow")).headers.get("x-micro-cache")).toBeNull();
    expect(server.answered()).toBe(4);
  });

  it("holds at most maxEntries copies, dropping the oldest", async () => {
    const server = await serverBehindCache({ "/": SHARED }, 10_000, 2);
    close = server.close;
    for (const path of ["/?a", "/?b", "/?c"]) await server.get(path);
    expect((await server.get("/?a")).headers.get("x-micro-cache")).toBeNull();
    expect((await server.get("/?c")).headers.get("x-micro-cache")).toBe("HIT");
  });

  it("answers 304 from a copy to a client holding its ETag, and keeps no copy of a large response", async () => {
    const server = await serverBehindCache({
      "/data": { ...SHARED, etag: '"v1"' },
      "/large": { ...SHARED, extraBytes: 3 * 1024 * 1024 },
    });
    close = server.close;
    await server.get("/data");
    const held = await server.get("/data", { "if-none-match": '"v1"' });
    expect(held.status).toBe(304);
    expect(held.headers.get("etag")).toBe('"v1"');
    const other = await server.get("/data", { "if-none-match": '"v0"' });
    expect(other.status).toBe(200);
    expect(other.headers.get("x-micro-cache")).toBe("HIT");

    expect((await (await server.get("/large")).text()).length).toBeGreaterThan(3 * 1024 * 1024);
    expect((await server.get("/large")).headers.get("x-micro-cache")).toBeNull();
    expect(server.answered()).toBe(3);
  });
});

describe("micro-cache in front of Next's compression", () => {
  let next: Awaited<ReturnType<typeof startCompressingNext>>;
  beforeAll(async () => {
    next = await startCompressingNext();
  });
  afterAll(() => next.close());

  it("answers a client that takes no deflate without it, after a deflate copy was kept", async () => {
    await next.get("/", "deflate");
    const plain = await next.get("/", "identity");
    expect(plain.encoding).toBe("identity");
    expect(plain.page).toBe(PAGE);

    await next.get("/organizations", "gzip;q=0, deflate");
    const gzip = await next.get("/organizations", "gzip");
    expect(gzip.encoding).toBe("gzip");
    expect(gzip.page).toBe(PAGE);
  });

  it("serves a kept copy exactly to the clients that accept its encoding, for each pair of the review corpus", async () => {
    const corpus = readAcceptEncodingCorpus();
    const servedRefused: string[] = [];
    const notShared: string[] = [];
    for (const first of corpus) {
      const nextAlone = await next.direct("/", first);
      for (const second of corpus) {
        next.clear();
        const kept = await next.get("/", first);
        const answer = await next.get("/", second);
        const pair = `${JSON.stringify(first)} then ${JSON.stringify(second)}`;
        expect(kept, pair).toEqual({ ...nextAlone, fromCache: false });
        expect(answer.page, pair).toBe(PAGE);
        if (answer.fromCache && clientWeight(second, answer.encoding) === 0) {
          servedRefused.push(`${pair}: ${answer.encoding}`);
        }
        if (!answer.fromCache && clientWeight(second, kept.encoding) > 0) notShared.push(pair);
      }
    }
    expect(servedRefused).toEqual([]);
    expect(notShared).toEqual([]);
  });
});
