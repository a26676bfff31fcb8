import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as t from "@/lib/db/schema";
import { createFaviconCache } from "@/lib/favicon/favicon-cache";
import { createFaviconHandler, FAVICON_RATE_LIMIT } from "@/lib/favicon/favicon-handler";
import { fetchFavicon } from "@/lib/favicon/fetch-favicon";
import { createGetFavicon } from "@/lib/favicon/get-favicon";
import { createKnownHosts, listKnownHosts } from "@/lib/favicon/known-hosts";
import { createRateLimiter } from "@/lib/http/rate-limiter";
import { startLocalServer, type LocalServer } from "@/tests/fixtures/local-server";
import { DRIVERS, useFreshDatabase } from "./databases";

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

// The local site stands in for every host: whatever the route decides to fetch reaches it.
let site: LocalServer;
let siteRequests: string[] = [];

beforeAll(async () => {
  site = await startLocalServer({
    "/": (request, response) => {
      siteRequests.push(request.url!);
      response.writeHead(200, { "content-type": "text/html" }).end("<title>No icon link</title>");
    },
    "/favicon.ico": (request, response) => {
      siteRequests.push(request.url!);
      response.writeHead(200, { "content-type": "image/png" }).end(PNG);
    },
  });
});

afterAll(() => site.close());

describe.each(DRIVERS)("GET /api/favicon over the hosts we hold, on $name", ({ driver }) => {
  const database = useFreshDatabase(driver);
  let clock: number;
  let loads: number;
  let fetchedHostnames: string[];

  // The route as production wires it, over the test's database, clock and local site.
  const handler = () =>
    createFaviconHandler({
      getFavicon: createGetFavicon({
        storedHostname: createKnownHosts({
          load: () => (loads++, listKnownHosts(database().db)),
          maxAgeMs: 5 * 60_000,
          missReloadMs: 60_000,
          now: () => clock,
        }),
        iconOf: (hostname) => {
          fetchedHostnames.push(hostname);
          return fetchFavicon(site.url, { allowLoopback: true });
        },
      }),
      limiter: createRateLimiter({ ...FAVICON_RATE_LIMIT, now: () => clock }),
      // Each answer waits for its icon: the local site is quick, but a busy machine may not be.
      waitMs: 30_000,
    });
  const get = (route: ReturnType<typeof handler>, host: string, address = "198.51.100.7") =>
    route(
      new Request(`http://app/api/favicon?host=${encodeURIComponent(host)}`, {
        headers: { "x-forwarded-for": address },
      }),
    );

  const addCompany = async (shortname: string, url: string, published = true) => {
    const { db } = database();
    const [org] = await db
      .insert(t.organization)
      .values({ name: shortname, shortname, published })
      .returning({ id: t.organization.id });
    await db.insert(t.organizationwebsite).values({ organization_id: org.id, url });
  };

  beforeEach(async () => {
    clock = 1_000_000;
    loads = 0;
    fetchedHostnames = [];
    siteRequests = [];
    await addCompany("acme", "https://www.Acme.example/about");
    await addCompany("plain", "http://plain.example:8080");
    await addCompany("stealth", "https://stealth.example", false);
    await database()
      .db.insert(t.headline)
      .values([
        { headline_type: "funding", url: "https://news.example.org/a?b#c", description: "A" },
        {
          headline_type: "funding",
          url: "https://hidden.example/x",
          description: "B",
          published: false,
        },
      ]);
  });

  it("fetches the icon of a company website we hold, at its hostname as stored", async () => {
    const route = handler();
    for (const host of ["acme.example", "WWW.ACME.EXAMPLE", "plain.example"]) {
      const response = await get(route, host);
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG);
    }
    expect(fetchedHostnames).toEqual(["www.acme.example", "www.acme.example", "plain.example"]);
    expect(siteRequests).toEqual(["/", "/favicon.ico", "/", "/favicon.ico", "/", "/favicon.ico"]);
  });

  it("fetches the icon of a published headline's site", async () => {
    const response = await get(handler(), "news.example.org");
    expect(response.status).toBe(200);
    expect(fetchedHostnames).toEqual(["news.example.org"]);
  });

  it.each([
    ["a host we hold nothing of", "elsewhere.example"],
    ["the www. form of a host stored without it", "www.news.example.org"],
    ["an unpublished company's website", "stealth.example"],
    ["an unpublished headline's site", "hidden.example"],
    ["a subdomain of a host we hold", "evil.acme.example"],
  ])("answers the placeholder for %s without fetching anything", async (_, host) => {
    const response = await get(handler(), host);
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe("/placeholder-logo.svg");
    expect(fetchedHostnames).toEqual([]);
    expect(siteRequests).toEqual([]);
  });

  it("loads the hosts once, again after 5 minutes, and on a miss at most once a minute", async () => {
    const route = handler();
    await get(route, "acme.example");
    await get(route, "elsewhere.example"); // a miss right after the load: no reload
    expect(loads).toBe(1);
    await addCompany("newco", "https://newco.example");
    clock += 59_999;
    expect((await get(route, "newco.example")).status).toBe(307);
    expect(loads).toBe(1);
    clock += 1;
    expect((await get(route, "newco.example")).status).toBe(200);
    expect(loads).toBe(2);
    clock += 5 * 60_000;
    await get(route, "acme.example");
    expect(loads).toBe(3);
  });

  it("answers 429 with Retry-After past 120 requests a minute from one address", async () => {
    const route = handler();
    for (let i = 0; i < 120; i++) {
      expect((await get(route, "elsewhere.example", "203.0.113.5")).status).toBe(307);
    }
    clock += 20_000;
    const refused = await get(route, "acme.example", "203.0.113.5");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("40");
    expect(fetchedHostnames).toEqual([]);
    expect((await get(route, "elsewhere.example", "203.0.113.6")).status).toBe(307);
    clock += 40_000;
    expect((await get(route, "elsewhere.example", "203.0.113.5")).status).toBe(307);
  });

  it("counts the addresses of one IPv6 /64 together and two /64s apart", async () => {
    const route = handler();
    for (let i = 1; i <= 120; i++) {
      const address = `2001:db8:1:2::${i.toString(16)}`;
      expect((await get(route, "elsewhere.example", address)).status).toBe(307);
    }
    expect((await get(route, "elsewhere.example", "2001:db8:1:2:ffff::1")).status).toBe(429);
    expect((await get(route, "elsewhere.example", "2001:db8:1:3::1")).status).toBe(307);
  });
});

describe("GET /api/favicon for an icon its site is slow to give", () => {
  it("answers the placeholder for now, kept nowhere, then the icon once it came", async () => {
    let siteAnswers!: () => void;
    const siteAnswered = new Promise<void>((resolve) => (siteAnswers = resolve));
    siteRequests = [];
    const route = createFaviconHandler({
      getFavicon: createGetFavicon({
        storedHostname: async (host) => host,
        iconOf: createFaviconCache(async () => {
          await siteAnswered;
          return fetchFavicon(site.url, { allowLoopback: true });
        }),
      }),
      limiter: createRateLimiter(FAVICON_RATE_LIMIT),
      waitMs: 50,
    });
    const get = () => route(new Request("http://app/api/favicon?host=slow.example"));

    const first = await get();
    expect(first.status).toBe(307);
    expect(first.headers.get("location")).toBe("/placeholder-logo.svg");
    expect(first.headers.get("cache-control")).toBe("no-store");
    expect((await get()).status).toBe(307);

    siteAnswers();
    await expect.poll(async () => (await get()).status).toBe(200);
    // One fetch for all those requests: the first one's, which went on.
    expect(siteRequests).toEqual(["/", "/favicon.ico"]);
  });
});
