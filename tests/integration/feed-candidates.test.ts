import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { createCompany } from "@/lib/companies/create-company";
import { useDatabase, type Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import type { Candidate } from "@/lib/feeds/item-candidate";
import { storeCandidates } from "@/lib/feeds/store-candidates";
import { companyFixture } from "../fixtures/company";
import { DRIVERS, useFreshDatabase } from "./databases";

const candidate = (
  url: string,
  description: string,
  companyId: number,
  headline_date = "2026-11-24",
): Candidate => ({
  description,
  url,
  headline_date,
  media_outlet: "Example News",
  headline_type: "media_mention",
  round_type: null,
  total_amount: null,
  match_reasons: [{ organization_id: companyId, reason: "'Neon' in the title" }],
});

async function addSource(db: Db) {
  const [source] = await db
    .insert(t.newsSource)
    .values({ url: "https://news.example.com/feed.xml", name: "Example News", kind: "outlet" })
    .returning({ id: t.newsSource.id });
  return source.id;
}

const queue = (db: Db) =>
  db
    .select({
      url: t.headline.url,
      published: t.headline.published,
      source_id: t.headline.source_id,
      match_reasons: t.headline.match_reasons,
    })
    .from(t.headline)
    .where(eq(t.headline.published, false))
    .orderBy(asc(t.headline.id));

describe.each(DRIVERS)("candidates from a feed ($name)", ({ driver }) => {
  const database = useFreshDatabase(driver);
  let neon: number;
  let source: number;
  beforeEach(async () => {
    useDatabase(database());
    const { db } = database();
    neon = (await createCompany(db, companyFixture({ name: "Neon" }))).id;
    source = await addSource(db);
  });

  it("enter the queue unpublished, of their source, linked to their companies, with why", async () => {
    const { db } = database();
    const added = await storeCandidates(db, source, [
      candidate("https://news.example.com/neon-a", "Neon ships branching", neon),
    ]);
    expect(added).toBe(1);
    expect(await queue(db)).toEqual([
      {
        url: "https://news.example.com/neon-a",
        published: false,
        source_id: source,
        match_reasons: [{ organization_id: neon, reason: "'Neon' in the title" }],
      },
    ]);
    const links = await db.select().from(t.headlineorganization);
    expect(links.map((link) => link.organization_id)).toEqual([neon]);
  });

  it("never come twice: the same canonical link, a rejected one, or a syndicated copy", async () => {
    const { db } = database();
    const first = [candidate("https://news.example.com/neon-a", "Neon ships branching", neon)];
    expect(await storeCandidates(db, source, first)).toBe(1);
    // Polled again, republished with tracking parameters, reordered: nothing new.
    expect(await storeCandidates(db, source, first)).toBe(0);
    expect(
      await storeCandidates(db, source, [
        candidate(
          "https://NEWS.example.com/neon-a/?utm_source=rss#x",
          "Neon ships branching",
          neon,
        ),
      ]),
    ).toBe(0);
    // The same title about the same company two days later, elsewhere: a syndicated copy.
    expect(
      await storeCandidates(db, source, [
        candidate("https://other.example.org/copy", "Neon Ships Branching", neon, "2026-11-26"),
      ]),
    ).toBe(0);
    // A week later it is news again.
    expect(
      await storeCandidates(db, source, [
        candidate("https://other.example.org/later", "Neon ships branching", neon, "2026-12-01"),
      ]),
    ).toBe(1);
    // A rejected item stays out.
    await db.insert(t.rejectedNewsItem).values({
      canonical_url: "https://news.example.com/rejected",
      title: "Off topic",
      rejected_by: "admin@example.com",
    });
    expect(
      await storeCandidates(db, source, [
        candidate("https://news.example.com/rejected?fbclid=abc", "Off topic", neon),
      ]),
    ).toBe(0);
    expect((await queue(db)).map((row) => row.url)).toEqual([
      "https://news.example.com/neon-a",
      "https://other.example.org/later",
    ]);
  });
});
