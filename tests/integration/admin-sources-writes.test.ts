// First: it sets up what Next's modules need before they load.
import { inRequest, post, sessionCookie, stubSiteEnv } from "./admin-repositories-request";
import { asc } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { saveNewsSourceAction } from "@/app/admin/sources/actions";
import { deleteNewsSource } from "@/lib/admin/sources/delete-source";
import { saveNewsSource } from "@/lib/admin/sources/save-source";
import { newsSourceSchema, type NewsSourceInput } from "@/lib/admin/sources/source-schema";
import { switchNewsSource } from "@/lib/admin/sources/switch-source";
import { asAdminUser } from "@/lib/auth/admin-user";
import { createCompany } from "@/lib/companies/create-company";
import { useDatabase, type Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { runNewsSweep } from "@/lib/feeds/sweep";
import { forgetAfterWrite } from "@/lib/redis/write-news";
import { TEST_ADMIN } from "@/tests/fixtures/admin";
import { companyFixture } from "@/tests/fixtures/company";
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

const OTHER_ADMIN = asAdminUser("other@example.com");

const outlet = (path: string, values: Partial<NewsSourceInput> = {}): NewsSourceInput =>
  newsSourceSchema.parse({
    url: `${feeds.url}${path}`,
    name: "Example News",
    kind: "outlet",
    outlet: "Example News",
    interval_minutes: 60,
    active: true,
    ...values,
  });

const sources = (db: Db) => db.select().from(t.newsSource).orderBy(asc(t.newsSource.id));
const history = (db: Db) =>
  db
    .select({
      admin: t.changeHistory.admin_email,
      type: t.changeHistory.entity_type,
      id: t.changeHistory.entity_id,
      action: t.changeHistory.action,
      before: t.changeHistory.before,
      after: t.changeHistory.after,
    })
    .from(t.changeHistory)
    .orderBy(asc(t.changeHistory.id));

describe.each(DRIVERS)("the news sources' writes ($name)", ({ driver }) => {
  const database = useFreshDatabase(driver);
  beforeEach(() => useDatabase(database()));

  it("adds a source once its feed is read, showing its title and latest items, in the history", async () => {
    const { db } = database();
    const saved = await saveNewsSource(TEST_ADMIN, null, outlet("/rss.xml"));
    expect(saved).toMatchObject({
      ok: true,
      message: 'News source "Example News" added.',
      version: 1,
      preview: {
        title: "Example News",
        itemCount: 3,
        latest: [
          { title: "Neon raises $100M Series C", publishedAt: "2026-11-24T09:00:00.000Z" },
          { title: "Supabase ships branching", publishedAt: "2026-11-23T09:00:00.000Z" },
          { title: "Weather in Berlin", publishedAt: "2026-11-22T09:00:00.000Z" },
        ],
      },
    });
    const [row] = await sources(db);
    expect(row).toMatchObject({
      url: `${feeds.url}/rss.xml`,
      name: "Example News",
      kind: "outlet",
      outlet: "Example News",
      organization_id: null,
      active: true,
      interval_minutes: 60,
      next_due_at: null,
    });
    expect(saved.ok && saved.id).toBe(row.id);
    expect(await history(db)).toEqual([
      {
        admin: "admin@example.com",
        type: "news_source",
        id: row.id,
        action: "create",
        before: null,
        after: {
          url: `${feeds.url}/rss.xml`,
          name: "Example News",
          kind: "outlet",
          organization_id: null,
          company: null,
          outlet: "Example News",
          active: true,
          interval_minutes: 60,
        },
      },
    ]);
  });

  it("shows at most the five latest items of a long feed", async () => {
    const saved = await saveNewsSource(TEST_ADMIN, null, outlet("/many.xml"));
    expect(saved.ok && saved.preview.latest).toHaveLength(5);
    expect(saved.ok && saved.preview.itemCount).toBe(1000);
  });

  it("links a company blog to its company", async () => {
    const { db } = database();
    const neon = await createCompany(db, companyFixture({ name: "Neon" }));
    const blog = outlet("/atom.xml", {
      name: "Neon Blog",
      kind: "company",
      organization_id: neon.id,
    });
    const saved = await saveNewsSource(TEST_ADMIN, null, blog);
    expect(saved).toMatchObject({ ok: true, preview: { title: "Neon Blog" } });
    expect(await sources(db)).toMatchObject([
      { kind: "company", organization_id: neon.id, outlet: null },
    ]);
    expect((await history(db))[0].after).toMatchObject({ company: "Neon" });
  });

  it("refuses a URL that is not a feed, saving nothing", async () => {
    const { db } = database();
    const saved = await saveNewsSource(TEST_ADMIN, null, outlet("/broken.xml"));
    expect(saved).toEqual({
      ok: false,
      message: expect.stringMatching(/^Nothing was saved: The feed's XML is broken: /),
      errors: { url: "URL could not be read as a feed" },
      feedLinks: [],
    });
    expect(await saveNewsSource(TEST_ADMIN, null, outlet("/missing.xml"))).toMatchObject({
      ok: false,
      message: "Nothing was saved: The feed answered HTTP 404 Not Found.",
    });
    expect(await sources(db)).toEqual([]);
    expect(await history(db)).toEqual([]);
  });

  it("offers the feeds a web page links to, and saves nothing", async () => {
    const { db } = database();
    const saved = await saveNewsSource(TEST_ADMIN, null, outlet("/page.html"));
    expect(saved).toMatchObject({
      ok: false,
      message: "Nothing was saved: This is a web page, not a feed.",
      feedLinks: [{ url: `${feeds.url}/rss.xml`, title: "News" }],
    });
    expect(await sources(db)).toEqual([]);
  });

  it("refuses bad input field by field, reading no feed and saving nothing", async () => {
    const { db } = database();
    const request = post("/admin/sources/new", {
      cookie: await sessionCookie("admin@example.com"),
    });
    const bad = {
      url: "javascript:alert(1)",
      name: " ",
      kind: "outlet",
      organization_id: null,
      outlet: "",
      interval_minutes: "3",
      active: true,
    };
    const { value } = await inRequest(request, () => saveNewsSourceAction(null, null, bad));
    expect(value).toEqual({
      ok: false,
      message: "Nothing was saved: please correct the fields marked below.",
      errors: {
        url: "URL must be an http(s) URL, such as https://example.com/feed.xml",
        name: "Name is required",
        outlet: "Outlet name is required for an outlet",
        interval_minutes: "Interval must be a whole number of minutes from 5 to 10,080 (a week)",
      },
    });
    const company = { ...bad, url: `${feeds.url}/rss.xml`, name: "Blog", kind: "company" };
    const { value: noCompany } = await inRequest(request, () =>
      saveNewsSourceAction(null, null, { ...company, interval_minutes: "60" }),
    );
    expect(noCompany).toMatchObject({
      ok: false,
      errors: { organization_id: "Company is required for a company blog" },
    });
    expect(feeds.requests).toEqual([]);
    expect(await sources(db)).toEqual([]);
  });

  it("refuses a URL that is already a source's", async () => {
    const { db } = database();
    await saveNewsSource(TEST_ADMIN, null, outlet("/rss.xml"));
    const again = await saveNewsSource(TEST_ADMIN, null, outlet("/rss.xml", { name: "Again" }));
    expect(again).toEqual({
      ok: false,
      message: 'URL is already the feed of the source "Example News"',
      errors: { url: 'URL is already the feed of the source "Example News"' },
    });
    expect(await sources(db)).toHaveLength(1);
  });

  it("saves an edit, recorded; a new URL starts afresh, due now", async () => {
    const { db } = database();
    const added = await saveNewsSource(TEST_ADMIN, null, outlet("/rss.xml"));
    if (!added.ok) throw new Error(added.message);
    await runNewsSweep(db, { now: () => new Date("2026-11-28T12:00:00Z") });
    const edit = outlet("/feed.json", { name: "JSON News", interval_minutes: 30 });
    const saved = await saveNewsSource(TEST_ADMIN, { id: added.id, version: 1 }, edit);
    expect(saved).toMatchObject({
      ok: true,
      message: 'News source "JSON News" saved.',
      version: 2,
      preview: { title: "JSON News" },
    });
    expect((await sources(db))[0]).toMatchObject({
      url: `${feeds.url}/feed.json`,
      interval_minutes: 30,
      etag: null,
      next_due_at: null,
      changed_by: "admin@example.com",
    });
    const [, update] = await history(db);
    expect(update).toMatchObject({
      action: "update",
      before: { name: "Example News", url: `${feeds.url}/rss.xml`, interval_minutes: 60 },
      after: { name: "JSON News", url: `${feeds.url}/feed.json`, interval_minutes: 30 },
    });
  });

  it("refuses a save from an editor opened before someone else's change, saying who and when", async () => {
    const { db } = database();
    const added = await saveNewsSource(TEST_ADMIN, null, outlet("/rss.xml"));
    if (!added.ok) throw new Error(added.message);
    const opened = { id: added.id, version: added.version };
    await saveNewsSource(OTHER_ADMIN, opened, outlet("/rss.xml", { name: "Renamed" }));
    const stale = await saveNewsSource(TEST_ADMIN, opened, outlet("/rss.xml", { name: "Mine" }));
    expect(stale).toEqual({
      ok: false,
      message: expect.stringMatching(
        /^other@example\.com changed this source at \d{4}-\d\d-\d\d \d\d:\d\d UTC, after you opened it\. Nothing was saved/,
      ),
    });
    expect((await sources(db))[0]).toMatchObject({ name: "Renamed", version: 2 });
    expect(await deleteNewsSource(TEST_ADMIN, opened)).toEqual({
      ok: false,
      message: expect.stringMatching(
        /^other@example\.com changed this source .* Nothing was deleted/,
      ),
    });
    expect(await sources(db)).toHaveLength(1);
  });

  it("deletes a source, recorded; the headlines it brought stay", async () => {
    const { db } = database();
    await createCompany(db, companyFixture({ name: "Neon" }));
    forgetAfterWrite();
    const added = await saveNewsSource(TEST_ADMIN, null, outlet("/rss.xml"));
    if (!added.ok) throw new Error(added.message);
    await runNewsSweep(db, { now: () => new Date("2026-11-28T12:00:00Z") });
    const deleted = await deleteNewsSource(TEST_ADMIN, { id: added.id, version: added.version });
    expect(deleted).toEqual({ ok: true, message: 'News source "Example News" deleted.' });
    expect(await sources(db)).toEqual([]);
    const queue = await db.select({ source: t.headline.source_id }).from(t.headline);
    expect(queue).toEqual([{ source: null }]);
    expect((await history(db)).map((entry) => entry.action)).toEqual(["create", "delete"]);
  });

  it("switches a source off (the sweep leaves it) and on again, each recorded once", async () => {
    const { db } = database();
    const added = await saveNewsSource(TEST_ADMIN, null, outlet("/rss.xml"));
    if (!added.ok) throw new Error(added.message);
    expect(await switchNewsSource(TEST_ADMIN, added.id, false)).toEqual({
      ok: true,
      message: 'News source "Example News" is off.',
    });
    // A second click of a list shown before says the same and changes nothing.
    expect(await switchNewsSource(TEST_ADMIN, added.id, false)).toMatchObject({ ok: true });
    feeds.requests.length = 0;
    const now = new Date("2026-11-28T12:00:00Z");
    expect(await runNewsSweep(db, { now: () => now })).toMatchObject({ polled: 0 });
    expect(await switchNewsSource(TEST_ADMIN, added.id, true)).toEqual({
      ok: true,
      message: 'News source "Example News" is on.',
    });
    expect(await runNewsSweep(db, { now: () => now })).toMatchObject({ polled: 1 });
    const switches = (await history(db)).slice(1);
    expect(switches).toMatchObject([
      { action: "update", before: { active: true }, after: { active: false } },
      { action: "update", before: { active: false }, after: { active: true } },
    ]);
    expect(await switchNewsSource(TEST_ADMIN, 999_999, true)).toEqual({
      ok: false,
      message: "This news source no longer exists: reload the page.",
    });
  });
});
