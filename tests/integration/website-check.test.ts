import { asc, eq, isNotNull } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { listFeedSuggestions } from "@/lib/admin/sources/feed-suggestions";
import { useDatabase, type Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { describeWebsiteChecks, websiteCheckTask } from "@/lib/websites/check-task";
import { runWebsiteChecks } from "@/lib/websites/sweep";
import { TEST_ADMIN } from "../fixtures/admin";
import { DRIVERS, useFreshDatabase } from "./databases";
import {
  addCompany,
  allowLoopback,
  answer,
  daysLater,
  deadAddress,
  getOnly,
  NOW,
  silent,
  startSite,
  type StandInSite,
} from "./website-check-fixtures";

// A short time cap stands in for the 10 s one: the silent site never answers.
const TIMEOUT_MS = 300;
const run = (db: Db, at: Date, options = {}) =>
  runWebsiteChecks(db, { now: () => at, timeoutMs: TIMEOUT_MS, ...options });

let site: StandInSite;
let other: StandInSite;
let dead: string;
let busy: boolean;
beforeEach(async () => {
  allowLoopback();
  busy = false;
  other = await startSite("127.0.0.2", { "/welcome": answer(200) });
  site = await startSite("127.0.0.1", {
    "/": answer(200, { "content-type": "text/html" }, "<html>home</html>"),
    // A page larger than the check reads: its GET is cut short, not refused.
    "/get-only": getOnly(Buffer.alloc(256 * 1024, "a")),
    "/broken": answer(500),
    "/moved": answer(301, { location: `${other.url}/welcome` }),
    "/moved-within": answer(302, { location: "/home" }),
    "/home": answer(200),
    "/silent": silent,
    "/sometimes-busy": (_request, response) => {
      response.writeHead(busy ? 429 : 200, busy ? { "retry-after": "3600" } : {}).end();
    },
  });
  dead = await deadAddress();
});
afterEach(async () => {
  await Promise.all([site.close(), other.close()]);
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

/** One company per stand-in website; answers the websites' urls by name. */
async function seedWebsites(db: Db) {
  const urls = {
    good: `${site.url}/`,
    getOnly: `${site.url}/get-only`,
    broken: `${site.url}/broken`,
    moved: `${site.url}/moved`,
    within: `${site.url}/moved-within`,
    silent: `${site.url}/silent`,
    dead,
  };
  for (const [name, url] of Object.entries(urls)) await addCompany(db, { name, websites: [url] });
  return urls;
}

const checks = (db: Db) => db.select().from(t.websiteCheck).orderBy(asc(t.websiteCheck.id));
const checkOf = async (db: Db, url: string) => (await checks(db)).find((row) => row.url === url);

// What the first check of every stand-in asks: one GET, which reads the page for its feed.
function expectEachCheckedOnce() {
  expect({
    good: [site.requests("HEAD", "/"), site.requests("GET", "/")],
    getOnly: [site.requests("HEAD", "/get-only"), site.requests("GET", "/get-only")],
    broken: [site.requests("HEAD", "/broken"), site.requests("GET", "/broken")],
    moved: [site.requests("GET", "/moved"), other.requests("GET", "/welcome")],
    within: [site.requests("GET", "/moved-within"), site.requests("GET", "/home")],
    silent: [site.requests("HEAD", "/silent"), site.requests("GET", "/silent")],
  }).toEqual({
    good: [0, 1],
    getOnly: [0, 1],
    broken: [0, 1],
    moved: [1, 1],
    within: [1, 1],
    silent: [0, 1],
  });
}

describe.each(DRIVERS)("the website checks ($name)", ({ driver }) => {
  const database = useFreshDatabase(driver);

  it("stores whether each website answers, on its own site or another", async () => {
    const { db } = database();
    const urls = await seedWebsites(db);
    const summary = await run(db, NOW);
    expect(summary).toEqual({ checked: 7, ok: 3, redirected: 1, unreachable: 3, deferred: 0 });
    const verdict = async (url: string) => {
      const row = await checkOf(db, url);
      return [row?.status, row?.http_status, row?.final_url, row?.last_error];
    };
    expect(await verdict(urls.good)).toEqual(["ok", 200, null, null]);
    expect(await verdict(urls.getOnly)).toEqual(["ok", 200, null, null]);
    expect(await verdict(urls.within)).toEqual(["ok", 200, null, null]);
    expect(await verdict(urls.moved)).toEqual(["redirected", 200, `${other.url}/welcome`, null]);
    expect(await verdict(urls.broken)).toEqual([
      "unreachable",
      500,
      null,
      "HTTP 500 Internal Server Error",
    ]);
    const host = new URL(site.url).host;
    expect(await verdict(urls.silent)).toEqual([
      "unreachable",
      null,
      null,
      `timed out after ${TIMEOUT_MS} ms fetching from ${host}`,
    ]);
    expect(await verdict(urls.dead)).toEqual([
      "unreachable",
      null,
      null,
      `network error fetching from ${new URL(dead).host}: ECONNREFUSED`,
    ]);
    expectEachCheckedOnce();
    for (const row of await checks(db)) {
      expect(row).toMatchObject({ checked_at: NOW, next_due_at: daysLater(7), claimed_by: null });
    }
  });

  it("checks nothing again within the week, and everything once it has passed", async () => {
    const { db } = database();
    await seedWebsites(db);
    await run(db, NOW);
    expect(await run(db, daysLater(6.9))).toMatchObject({ checked: 0 });
    expectEachCheckedOnce();
    // Later checks ask with a HEAD, and a GET where the HEAD was not answered well.
    expect(await run(db, daysLater(7))).toMatchObject({ checked: 7 });
    expect([site.requests("HEAD", "/"), site.requests("GET", "/")]).toEqual([1, 1]);
    expect([site.requests("HEAD", "/broken"), site.requests("GET", "/broken")]).toEqual([1, 2]);
  });

  it("checks a website saved with another url afresh, and drops a removed one's check", async () => {
    const { db } = database();
    const urls = await seedWebsites(db);
    await run(db, NOW);
    await db
      .update(t.organizationwebsite)
      .set({ url: `${site.url}/home` })
      .where(eq(t.organizationwebsite.url, urls.broken));
    await db.delete(t.organizationwebsite).where(eq(t.organizationwebsite.url, urls.moved));

    expect(await run(db, daysLater(1))).toEqual({
      checked: 1,
      ok: 1,
      redirected: 0,
      unreachable: 0,
      deferred: 0,
    });
    expect(await checkOf(db, `${site.url}/home`)).toMatchObject({
      status: "ok",
      http_status: 200,
      last_error: null,
      checked_at: daysLater(1),
    });
    expect(await checkOf(db, urls.broken)).toBeUndefined();
    expect(await checkOf(db, urls.moved)).toBeUndefined();
    expect(await db.$count(t.websiteCheck)).toBe(6);
  });

  it("checks each website once when two runs go at the same time", async () => {
    const { db } = database();
    await seedWebsites(db);
    // Small batches, claimed one after another by both runs until none is due.
    const options = { batchSize: 2, untilDone: true };
    const summaries = await Promise.all([run(db, NOW, options), run(db, NOW, options)]);
    expect(summaries[0].checked + summaries[1].checked).toBe(7);
    expectEachCheckedOnce();
    expect(await db.$count(t.websiteCheck, isNotNull(t.websiteCheck.claimed_by))).toBe(0);
    expect(await db.$count(t.websiteCheck, eq(t.websiteCheck.status, "pending"))).toBe(0);
  });

  it("reads a page once for the feed it links to, suggested as a news source until one follows it", async () => {
    const { db } = database();
    const page = `<html><head><link rel="alternate" type="application/rss+xml" href="/blog/feed.xml"></head></html>`;
    const blog = await startSite("127.0.0.3", {
      "/": answer(200, { "content-type": "text/html; charset=utf-8" }, page),
    });
    try {
      await addCompany(db, { name: "Blogger", websites: [`${blog.url}/`] });
      await addCompany(db, { name: "Quiet", websites: [`${site.url}/`] });
      await run(db, NOW);
      expect(await checkOf(db, `${blog.url}/`)).toMatchObject({
        status: "ok",
        feed_url: `${blog.url}/blog/feed.xml`,
        feed_looked_at: NOW,
      });
      expect(await checkOf(db, `${site.url}/`)).toMatchObject({
        feed_url: null,
        feed_looked_at: NOW,
      });
      useDatabase(database());
      expect(await listFeedSuggestions(TEST_ADMIN)).toEqual([
        {
          company: expect.objectContaining({ name: "Blogger", shortname: "blogger" }),
          feedUrl: `${blog.url}/blog/feed.xml`,
        },
      ]);
      // The week after, the page is not read again: a HEAD says it still answers.
      await run(db, daysLater(7));
      expect([blog.requests("GET", "/"), blog.requests("HEAD", "/")]).toEqual([1, 1]);
      await db.insert(t.newsSource).values({
        url: `${blog.url}/blog/feed.xml`,
        name: "Blogger blog",
        kind: "outlet",
      });
      expect(await listFeedSuggestions(TEST_ADMIN)).toEqual([]);
    } finally {
      await blog.close();
    }
  });

  it("keeps the last verdict when a site asks to be checked later (429)", async () => {
    const { db } = database();
    const url = `${site.url}/sometimes-busy`;
    await addCompany(db, { name: "busy", websites: [url] });
    expect(await run(db, NOW)).toMatchObject({ checked: 1, ok: 1 });
    busy = true;
    expect(await run(db, daysLater(7))).toMatchObject({ checked: 1, deferred: 1 });
    expect(await checkOf(db, url)).toMatchObject({
      status: "ok",
      http_status: 429,
      last_error: "HTTP 429 Too Many Requests: checked again next time",
      next_due_at: daysLater(14),
    });
  });

  it("runs as the server's periodic task unless GITHUB_SYNC=off, telling each run in one line", async () => {
    useDatabase(database());
    vi.stubEnv("GITHUB_SYNC", "off");
    expect(websiteCheckTask()).toBeNull();
    vi.stubEnv("GITHUB_SYNC", "on");
    const lines = vi.spyOn(console, "log").mockImplementation(() => {});
    const task = websiteCheckTask()!;
    await task.run();
    expect(lines).not.toHaveBeenCalled(); // nothing to check: a quiet tick

    await addCompany(database().db, { name: "good", websites: [`${site.url}/`] });
    await task.run();
    expect(lines.mock.calls).toEqual([
      ["Website checks: 1 checked, 1 ok, 0 redirected, 0 unreachable"],
    ]);
  });
});

describe("a run's line", () => {
  it("names the checks the sites asked to wait for", () => {
    const summary = { checked: 3, ok: 1, redirected: 0, unreachable: 1, deferred: 1 };
    expect(describeWebsiteChecks(summary)).toBe(
      "Website checks: 3 checked, 1 ok, 0 redirected, 1 unreachable, 1 asked to wait",
    );
  });
});
