// First: it sets up what Next's modules need before they load.
import { inRequest, post, sessionCookie, SITE, stubSiteEnv } from "./admin-repositories-request";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  deleteNewsSourceAction,
  fetchNewsSourceNowAction,
  saveNewsSourceAction,
  switchNewsSourceAction,
} from "@/app/admin/sources/actions";
import EditSourcePage from "@/app/admin/sources/[id]/edit/page";
import SourcesPage from "@/app/admin/sources/page";
import { GET as exportOpml, POST as importOpml } from "@/app/api/admin/sources/opml/route";
import { useDatabase, type Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { startNewsFeedStandIn, type NewsFeedStandIn } from "@/tests/fixtures/news-feed-stand-in";
import { DRIVERS, useFreshDatabase } from "./databases";

let feeds: NewsFeedStandIn;
beforeAll(async () => {
  feeds = await startNewsFeedStandIn();
});
afterAll(() => feeds.close());
beforeEach(() => {
  stubSiteEnv();
  vi.stubEnv("SAFE_FETCH_ALLOW_LOOPBACK", "true");
  feeds.requests.length = 0;
});
afterEach(() => vi.unstubAllEnvs());

const OPML = "/api/admin/sources/opml";
const NO_RIGHTS = { ok: false, message: "This account has no admin privileges." };
const FILE = `<opml version="2.0"><body><outline title="X" xmlUrl="https://x.example.com/feed"/></body></opml>`;

const opmlPost = (origin: string, cookie?: string) =>
  new Request(`${SITE}${OPML}`, {
    method: "POST",
    headers: { origin, host: new URL(SITE).host, ...(cookie && { cookie }) },
    body: FILE,
  });
const opmlGet = (cookie?: string) =>
  new Request(`${SITE}${OPML}`, {
    headers: { host: new URL(SITE).host, ...(cookie && { cookie }) },
  });

const everything = (db: Db) => db.select().from(t.newsSource);

describe.each(DRIVERS)("the news sources' admin check ($name)", ({ driver }) => {
  const database = useFreshDatabase(driver);
  beforeEach(() => useDatabase(database()));

  async function oneSource() {
    const [row] = await database()
      .db.insert(t.newsSource)
      .values({ url: `${feeds.url}/rss.xml`, name: "Example News", kind: "outlet", outlet: "News" })
      .returning();
    return row;
  }

  it("sends a signed-in non-admin from the pages to /login, back to the same page", async () => {
    const visitor = post("/admin/sources", { cookie: await sessionCookie("visitor@example.com") });
    const redirectTo = (path: string) =>
      expect.objectContaining({
        digest: expect.stringMatching(
          new RegExp(`^NEXT_REDIRECT;\\w+;/login\\?callbackUrl=${encodeURIComponent(path)};`),
        ),
      });
    const searchParams = Promise.resolve({ page: "2" });
    await expect(inRequest(visitor, () => SourcesPage({ searchParams }))).rejects.toThrow(
      redirectTo("/admin/sources?page=2"),
    );
    const params = Promise.resolve({ id: "1" });
    await expect(inRequest(visitor, () => EditSourcePage({ params }))).rejects.toThrow(
      redirectTo("/admin/sources/1/edit"),
    );
  });

  it("refuses every action to a signed-in non-admin: nothing changes, no feed is read", async () => {
    const row = await oneSource();
    const visitor = post("/admin/sources", { cookie: await sessionCookie("visitor@example.com") });
    const input = { url: `${feeds.url}/atom.xml`, name: "X", kind: "outlet", outlet: "X" };
    const calls = [
      () => saveNewsSourceAction(null, null, { ...input, interval_minutes: 60, active: true }),
      () => saveNewsSourceAction(row.id, 1, { ...input, interval_minutes: 60, active: true }),
      () => deleteNewsSourceAction(row.id, 1),
      () => switchNewsSourceAction(row.id, false),
      () => fetchNewsSourceNowAction(row.id),
    ];
    for (const call of calls) {
      expect((await inRequest(visitor, call)).value).toEqual(NO_RIGHTS);
    }
    expect(await everything(database().db)).toEqual([row]);
    expect(feeds.requests).toEqual([]);
  });

  it("refuses the OPML download to a visitor and to a non-admin", async () => {
    await oneSource();
    const anonymous = opmlGet();
    const { value: refusedAnonymous } = await inRequest(anonymous, () => exportOpml(anonymous, {}));
    expect(refusedAnonymous.status).toBe(401);
    const visitor = opmlGet(await sessionCookie("visitor@example.com"));
    const { value: refusedVisitor } = await inRequest(visitor, () => exportOpml(visitor, {}));
    expect(refusedVisitor.status).toBe(403);
    expect(await refusedVisitor.json()).toEqual({ error: "This account has no admin privileges." });
  });

  it("refuses an OPML import from another site before reading the session, and from a non-admin", async () => {
    const before = await everything(database().db);
    const foreign = opmlPost("http://evil.example", await sessionCookie("admin@example.com"));
    const { value: refusedForeign } = await inRequest(foreign, () => importOpml(foreign, {}));
    expect(refusedForeign.status).toBe(403);
    expect(await refusedForeign.json()).toEqual({
      error: "This request did not come from the site's own pages.",
    });
    const visitor = opmlPost(SITE, await sessionCookie("visitor@example.com"));
    const { value: refusedVisitor } = await inRequest(visitor, () => importOpml(visitor, {}));
    expect(refusedVisitor.status).toBe(403);
    expect(await everything(database().db)).toEqual(before);
  });

  it("lets the admin fetch now and import, through the same requests", async () => {
    const row = await oneSource();
    const admin = await sessionCookie("admin@example.com");
    const { value: fetched, refreshed } = await inRequest(
      post("/admin/sources", { cookie: admin }),
      () => fetchNewsSourceNowAction(row.id),
    );
    expect(fetched).toEqual({
      ok: true,
      message: 'Fetched "Example News": 3 items read, 0 items added to the review queue.',
    });
    expect(refreshed).toEqual(["/admin/sources", "/admin/headlines/unpublished"]);
    const request = opmlPost(SITE, admin);
    const { value: imported } = await inRequest(request, () => importOpml(request, {}));
    expect(imported.status).toBe(200);
    expect(await everything(database().db)).toHaveLength(2);
  });
});
