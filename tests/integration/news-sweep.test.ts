import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createCompany } from "@/lib/companies/create-company";
import { useDatabase, type Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { FAILURES_FLAGGED } from "@/lib/feeds/poll-source";
import { runNewsSweep } from "@/lib/feeds/sweep";
import { forgetAfterWrite } from "@/lib/redis/write-news";
import { companyFixture } from "../fixtures/company";
import { startNewsFeedStandIn, type NewsFeedStandIn } from "../fixtures/news-feed-stand-in";
import { DRIVERS, useFreshDatabase } from "./databases";

let feeds: NewsFeedStandIn;
beforeAll(async () => {
  feeds = await startNewsFeedStandIn();
});
afterAll(() => feeds.close());

const NOW = new Date("2026-11-28T12:00:00Z");
const hoursLater = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000);

async function addSource(
  db: Db,
  path: string,
  values: Partial<typeof t.newsSource.$inferInsert> = {},
) {
  const [row] = await db
    .insert(t.newsSource)
    .values({
      url: `${feeds.url}${path}`,
      name: path,
      kind: "outlet",
      outlet: "Example News",
      ...values,
    })
    .returning({ id: t.newsSource.id });
  return row.id;
}

const sourceOf = async (db: Db, id: number) =>
  (await db.select().from(t.newsSource).where(eq(t.newsSource.id, id)))[0];

const queue = (db: Db) =>
  db
    .select({
      description: t.headline.description,
      outlet: t.headline.media_outlet,
      reasons: t.headline.match_reasons,
    })
    .from(t.headline)
    .where(eq(t.headline.published, false))
    .orderBy(asc(t.headline.description));

describe.each(DRIVERS)("the news sweep ($name)", ({ driver }) => {
  const database = useFreshDatabase(driver);
  let neon: number;
  let supabase: number;
  let posthog: number;
  beforeEach(async () => {
    vi.stubEnv("SAFE_FETCH_ALLOW_LOOPBACK", "true");
    vi.stubEnv("NEXTAUTH_URL", "http://localhost:3000");
    useDatabase(database());
    const { db } = database();
    neon = (
      await createCompany(
        db,
        companyFixture({ name: "Neon", websites: ["https://neon.example.com"] }),
      )
    ).id;
    supabase = (await createCompany(db, companyFixture({ name: "Supabase", websites: [] }))).id;
    posthog = (await createCompany(db, companyFixture({ name: "PostHog", websites: [] }))).id;
    forgetAfterWrite(); // the company matcher reads the companies just made
    feeds.requests.length = 0;
  });

  it("puts each feed's items about our companies in the queue, matched and said why, a blog's outlet named by its page; polled again, adds nothing", async () => {
    const { db } = database();
    const outlet = await addSource(db, "/rss.xml");
    await addSource(db, "/atom.xml", {
      kind: "company",
      organization_id: neon,
      outlet: null,
    });
    await addSource(db, "/feed.json", { outlet: "JSON News" });
    const summary = await runNewsSweep(db, { now: () => NOW });
    expect(summary).toEqual({ polled: 3, added: 4, unchanged: 0, failed: 0 });
    expect(await queue(db)).toEqual([
      {
        description: "Launch week",
        outlet: "Neon Blog",
        reasons: [{ organization_id: neon, reason: "the blog of Neon" }],
      },
      {
        description: "Neon raises $100M Series C",
        outlet: "Example News",
        reasons: [{ organization_id: neon, reason: "'Neon' in the title" }],
      },
      {
        description: "PostHog opens an office",
        outlet: "JSON News",
        reasons: [{ organization_id: posthog, reason: "'PostHog' in the title" }],
      },
      {
        description: "Supabase ships branching",
        outlet: "Example News",
        reasons: [{ organization_id: supabase, reason: "'Supabase' in the title" }],
      },
    ]);
    expect(await sourceOf(db, outlet)).toMatchObject({
      items_found: 3,
      items_added: 2,
      notes: ["1 items name no company of the directory."],
      failures: 0,
      last_error: null,
      claimed_by: null,
      next_due_at: hoursLater(1),
    });

    // Nothing is due before the interval; then the outlet answers 304, the others add nothing.
    expect(await runNewsSweep(db, { now: () => hoursLater(0.5) })).toMatchObject({ polled: 0 });
    expect(await runNewsSweep(db, { now: () => hoursLater(1) })).toEqual({
      polled: 3,
      added: 0,
      unchanged: 1,
      failed: 0,
    });
    const again = feeds.requests.filter((request) => request.path === "/rss.xml");
    expect(again.map((request) => request.ifNoneMatch)).toEqual([null, '"feed-v1"']);
    expect(await queue(db)).toHaveLength(4);
  });

  it("adds a republished item with tracking parameters once", async () => {
    const { db } = database();
    await addSource(db, "/rss.xml");
    await addSource(db, "/tracking.xml");
    await runNewsSweep(db, { now: () => NOW });
    const raises = (await queue(db)).filter((row) => row.description.startsWith("Neon raises"));
    expect(raises).toHaveLength(1);
  });

  it("backs off a failing source, doubling, and flags it after five failures in a row", async () => {
    const { db } = database();
    const broken = await addSource(db, "/broken.xml");
    let at = NOW;
    const waits: number[] = [];
    for (let i = 0; i < FAILURES_FLAGGED; i++) {
      expect(await runNewsSweep(db, { now: () => at })).toMatchObject({ polled: 1, failed: 1 });
      const source = await sourceOf(db, broken);
      waits.push((source.next_due_at!.getTime() - at.getTime()) / 60_000);
      at = source.next_due_at!;
    }
    expect(waits).toEqual([120, 240, 480, 960, 1440]);
    expect(await sourceOf(db, broken)).toMatchObject({
      failures: 5,
      last_error: expect.stringMatching(/^The feed's XML is broken/),
    });
  });

  it("on two servers at once, polls each source once", async () => {
    const { db } = database();
    for (const path of ["/rss.xml", "/atom.xml", "/feed.json", "/tracking.xml"]) {
      await addSource(db, path);
    }
    const [a, b] = await Promise.all([
      runNewsSweep(db, { now: () => NOW, batchSize: 1 }),
      runNewsSweep(db, { now: () => NOW, batchSize: 1 }),
    ]);
    expect(a.polled + b.polled).toBe(4);
    expect(feeds.requests).toHaveLength(4);
  });

  it("leaves a switched-off source alone", async () => {
    const { db } = database();
    await addSource(db, "/rss.xml", { active: false });
    expect(await runNewsSweep(db, { now: () => NOW })).toMatchObject({ polled: 0 });
    expect(feeds.requests).toHaveLength(0);
  });
});
