import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { bulkChangeHeadlines } from "@/lib/admin/headlines/bulk-headlines";
import { listUnpublishedHeadlines } from "@/lib/admin/headlines/list-unpublished";
import { createCompany } from "@/lib/companies/create-company";
import { useDatabase, type Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import type { Candidate } from "@/lib/feeds/item-candidate";
import { storeCandidates } from "@/lib/feeds/store-candidates";
import { TEST_ADMIN } from "../fixtures/admin";
import { companyFixture } from "../fixtures/company";
import { DRIVERS, useFreshDatabase } from "./databases";

// The review queue: the feeds' candidates filtered by source and company, published or
// rejected a few or all matching at once; a rejected item's link is remembered for good.

const candidate = (slug: string, companyId: number, name: string): Candidate => ({
  description: `${name}: ${slug}`,
  url: `https://news.example.com/${slug}`,
  headline_date: "2026-11-24",
  media_outlet: "Example News",
  headline_type: "media_mention",
  round_type: null,
  total_amount: null,
  match_reasons: [{ organization_id: companyId, reason: `'${name}' in the title` }],
});

async function addSource(db: Db, name: string) {
  const [source] = await db
    .insert(t.newsSource)
    .values({ url: `https://${name}.example.com/feed.xml`, name, kind: "outlet" })
    .returning({ id: t.newsSource.id });
  return source.id;
}

const descriptions = async (page: Promise<{ items: { description: string }[] }>) =>
  (await page).items.map((item) => item.description).sort();

describe.each(DRIVERS)("the review queue ($name)", ({ driver }) => {
  const database = useFreshDatabase(driver);
  let neon: number;
  let supabase: number;
  let wire: number;
  let daily: number;
  beforeEach(async () => {
    useDatabase(database());
    const { db } = database();
    neon = (await createCompany(db, companyFixture({ name: "Neon" }))).id;
    supabase = (await createCompany(db, companyFixture({ name: "Supabase" }))).id;
    wire = await addSource(db, "wire");
    daily = await addSource(db, "daily");
    await storeCandidates(db, wire, [
      candidate("neon-1", neon, "Neon"),
      candidate("supabase-1", supabase, "Supabase"),
    ]);
    await storeCandidates(db, daily, [candidate("neon-2", neon, "Neon")]);
    await db.insert(t.headline).values({
      description: "Typed by hand",
      url: "https://typed.example.com/1",
      headline_type: "announcement",
      published: false,
    });
  });

  it("filters by source, by company and by both, and offers each with its count", async () => {
    const page = await listUnpublishedHeadlines(TEST_ADMIN, 1, { source: wire });
    expect(page.items.map((item) => [item.description, item.source_name])).toEqual([
      ["Supabase: supabase-1", "wire"],
      ["Neon: neon-1", "wire"],
    ]);
    expect(page.items[1].match_reasons).toEqual([
      { organization_id: neon, reason: "'Neon' in the title" },
    ]);
    expect(
      await descriptions(listUnpublishedHeadlines(TEST_ADMIN, 1, { company: "neon" })),
    ).toEqual(["Neon: neon-1", "Neon: neon-2"]);
    expect(
      await descriptions(
        listUnpublishedHeadlines(TEST_ADMIN, 1, { source: daily, company: "neon" }),
      ),
    ).toEqual(["Neon: neon-2"]);
    expect(
      await descriptions(listUnpublishedHeadlines(TEST_ADMIN, 1, { source: "curators" })),
    ).toEqual(["Typed by hand"]);
    const { options, total } = await listUnpublishedHeadlines(TEST_ADMIN, 1);
    expect(total).toBe(4);
    expect(options.sources).toEqual([
      { value: "curators", label: "Typed by curators", count: 1 },
      { value: String(daily), label: "daily", count: 1 },
      { value: String(wire), label: "wire", count: 2 },
    ]);
    expect(options.companies).toEqual([
      { value: "neon", label: "Neon", count: 2 },
      { value: "supabase", label: "Supabase", count: 1 },
    ]);
  });

  it("rejects the ticked: they leave the queue, remembered with who and when, and never come back", async () => {
    const { db } = database();
    const [first] = (await listUnpublishedHeadlines(TEST_ADMIN, 1, { source: daily })).items;
    expect(await bulkChangeHeadlines(TEST_ADMIN, [first.id], "reject")).toMatchObject({
      ok: true,
      message: "Rejected 1 headline.",
    });
    const [rejected] = await db.select().from(t.rejectedNewsItem);
    expect(rejected).toMatchObject({
      canonical_url: "https://news.example.com/neon-2",
      source_id: daily,
      title: "Neon: neon-2",
      rejected_by: TEST_ADMIN.email,
    });
    expect(rejected.rejected_at).toBeInstanceOf(Date);
    // The same item, from any feed, with a tracking parameter: still out.
    const again = candidate("neon-2?utm_source=rss", neon, "Neon");
    expect(await storeCandidates(db, wire, [again])).toBe(0);
    expect((await listUnpublishedHeadlines(TEST_ADMIN, 1)).total).toBe(3);
  });

  it("publishes or rejects all that the filters keep, and nothing else", async () => {
    const { db } = database();
    expect(
      await bulkChangeHeadlines(TEST_ADMIN, { matching: { company: "neon" } }, "publish"),
    ).toMatchObject({ ok: true, message: "Published 2 headlines." });
    const published = await db
      .select({ description: t.headline.description })
      .from(t.headline)
      .where(eq(t.headline.published, true))
      .orderBy(asc(t.headline.description));
    expect(published.map((row) => row.description)).toEqual(["Neon: neon-1", "Neon: neon-2"]);

    expect(
      await bulkChangeHeadlines(TEST_ADMIN, { matching: { source: wire } }, "reject"),
    ).toMatchObject({ ok: true, message: "Rejected 1 headline." });
    expect(await db.$count(t.rejectedNewsItem)).toBe(1);
    expect(await descriptions(listUnpublishedHeadlines(TEST_ADMIN, 1))).toEqual(["Typed by hand"]);
    // Nothing matches any more: said, and nothing changes.
    expect(
      await bulkChangeHeadlines(TEST_ADMIN, { matching: { source: wire } }, "publish"),
    ).toEqual({
      ok: false,
      message: "No unpublished headline matches the filters. Nothing was changed.",
    });
  });
});
