import { asc, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { fetchNewsSourceNow } from "@/lib/admin/sources/fetch-source-now";
import { listNewsSources } from "@/lib/admin/sources/list-sources";
import { createCompany } from "@/lib/companies/create-company";
import { useDatabase, type Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { FAILURES_FLAGGED } from "@/lib/feeds/poll-source";
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
  vi.stubEnv("SAFE_FETCH_ALLOW_LOOPBACK", "true");
  vi.stubEnv("NEXTAUTH_URL", "http://localhost:3000");
  feeds.requests.length = 0;
});
afterEach(() => vi.unstubAllEnvs());

const NOW = new Date("2026-11-28T12:00:00Z");

async function addSource(
  db: Db,
  path: string,
  values: Partial<typeof t.newsSource.$inferInsert> = {},
) {
  const [row] = await db
    .insert(t.newsSource)
    .values({ url: `${feeds.url}${path}`, name: path, kind: "outlet", outlet: "News", ...values })
    .returning({ id: t.newsSource.id });
  return row.id;
}

const sourceOf = async (db: Db, id: number) =>
  (await db.select().from(t.newsSource).where(eq(t.newsSource.id, id)))[0];

const queue = (db: Db) =>
  db
    .select({ description: t.headline.description, source: t.headline.source_id })
    .from(t.headline)
    .where(eq(t.headline.published, false))
    .orderBy(asc(t.headline.description));

describe.each(DRIVERS)("Fetch now ($name)", ({ driver }) => {
  const database = useFreshDatabase(driver);
  beforeEach(async () => {
    useDatabase(database());
    const { db } = database();
    await createCompany(db, companyFixture({ name: "Neon" }));
    await createCompany(db, companyFixture({ name: "Supabase" }));
    forgetAfterWrite(); // the company matcher reads the companies just made
  });

  it("polls the source at once: its items about our companies enter the queue, and it says so", async () => {
    const { db } = database();
    // Not due for hours: Fetch now polls it anyway.
    const id = await addSource(db, "/rss.xml", {
      name: "Example News",
      next_due_at: new Date(NOW.getTime() + 5 * 3_600_000),
    });
    expect(await fetchNewsSourceNow(TEST_ADMIN, id, { now: NOW })).toEqual({
      ok: true,
      message: 'Fetched "Example News": 3 items read, 2 items added to the review queue.',
    });
    expect(await queue(db)).toEqual([
      { description: "Neon raises $100M Series C", source: id },
      { description: "Supabase ships branching", source: id },
    ]);
    expect(await sourceOf(db, id)).toMatchObject({
      checked_at: NOW,
      next_due_at: new Date(NOW.getTime() + 3_600_000),
      claimed_until: null,
      claimed_by: null,
      items_found: 3,
      items_added: 2,
      version: 1,
    });
    // The feed's data, not a curator's edit: nothing in the history.
    expect(await db.$count(t.changeHistory)).toBe(0);

    expect(await fetchNewsSourceNow(TEST_ADMIN, id, { now: NOW })).toEqual({
      ok: true,
      message: '"Example News" is unchanged since its last fetch.',
    });
  });

  it("says why a failing feed failed, and counts the failure", async () => {
    const { db } = database();
    const id = await addSource(db, "/broken.xml", { name: "Broken" });
    const answer = await fetchNewsSourceNow(TEST_ADMIN, id, { now: NOW });
    expect(answer).toEqual({
      ok: false,
      message: expect.stringMatching(/^Could not fetch "Broken": The feed's XML is broken: /),
    });
    expect(await sourceOf(db, id)).toMatchObject({
      failures: 1,
      last_error: expect.stringMatching(/^The feed's XML is broken/),
      claimed_by: null,
    });
  });

  it("leaves a source a sweep holds, and says so; an unknown source is gone", async () => {
    const { db } = database();
    const id = await addSource(db, "/rss.xml", {
      name: "Example News",
      claimed_until: new Date(NOW.getTime() + 60_000),
      claimed_by: "sweep",
    });
    expect(await fetchNewsSourceNow(TEST_ADMIN, id, { now: NOW })).toEqual({
      ok: false,
      message: '"Example News" is being fetched right now: try again in a moment.',
    });
    expect(await fetchNewsSourceNow(TEST_ADMIN, 999_999, { now: NOW })).toEqual({
      ok: false,
      message: "This news source no longer exists: reload the page.",
    });
    expect(feeds.requests).toEqual([]);
    expect(await sourceOf(db, id)).toMatchObject({ claimed_by: "sweep" });
  });

  it("lists the sources failing again and again first, flagged with their last error", async () => {
    const { db } = database();
    await addSource(db, "/rss.xml", { name: "A fine feed" });
    await addSource(db, "/broken.xml", {
      name: "Z broken feed",
      failures: FAILURES_FLAGGED,
      last_error: "The feed's XML is broken: unclosed tag",
    });
    await addSource(db, "/page.html", { name: "B once failed", failures: 1 });
    const { items } = await listNewsSources(TEST_ADMIN, { page: 1 });
    expect(items.map(({ name, failing, lastError }) => ({ name, failing, lastError }))).toEqual([
      { name: "Z broken feed", failing: true, lastError: "The feed's XML is broken: unclosed tag" },
      { name: "A fine feed", failing: false, lastError: null },
      { name: "B once failed", failing: false, lastError: null },
    ]);
  });
});
