import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { bulkChangeHeadlines } from "@/lib/admin/headlines/bulk-headlines";
import { listUnpublishedHeadlines } from "@/lib/admin/headlines/list-unpublished";
import { listAllSocialPosts } from "@/lib/admin/social/social-posts";
import { useDatabase } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { TEST_ADMIN } from "../fixtures/admin";
import { useFreshDatabase } from "./databases";

describe("the unpublished headlines and social posts pages", () => {
  const database = useFreshDatabase("pglite");
  let company: number;
  let headlines: number[];
  beforeEach(async () => {
    useDatabase(database());
    const { db } = database();
    [{ id: company }] = await db
      .insert(t.organization)
      .values({ name: "Acme", shortname: "acme", date_updated: new Date("2020-01-01") })
      .returning({ id: t.organization.id });
    const rows = await db
      .insert(t.headline)
      .values(
        Array.from({ length: 55 }, (_, i) => ({
          description: `News ${String(i).padStart(2, "0")}`,
          url: `https://news.test/${i}`,
          headline_type: "announcement",
          headline_date: `2025-01-${String((i % 28) + 1).padStart(2, "0")}`,
          published: false,
        })),
      )
      .returning({ id: t.headline.id });
    headlines = rows.map((row) => row.id);
    await db
      .insert(t.headlineorganization)
      .values({ headline_id: headlines[0], organization_id: company });
  });

  const history = () =>
    database()
      .db.select({
        label: t.changeHistory.entity_label,
        action: t.changeHistory.action,
        after: t.changeHistory.after,
      })
      .from(t.changeHistory)
      .orderBy(asc(t.changeHistory.id));

  it("lists the unpublished headlines 50 a page", async () => {
    const first = await listUnpublishedHeadlines(TEST_ADMIN, 1);
    expect(first).toMatchObject({ total: 55, page: 1, pages: 2 });
    expect(first.items).toHaveLength(50);
    expect((await listUnpublishedHeadlines(TEST_ADMIN, 2)).items).toHaveLength(5);
  });

  it("publishes ticked headlines with one history entry, skipping one published meanwhile", async () => {
    const { db } = database();
    await db.update(t.headline).set({ published: true }).where(eq(t.headline.id, headlines[2]));
    const answer = await bulkChangeHeadlines(TEST_ADMIN, headlines.slice(0, 3), "publish");
    expect(answer).toEqual({
      ok: true,
      message: "Published 2 headlines. Skipped 1 headline published or deleted meanwhile.",
      skipped: [headlines[2]],
    });
    const entries = await history();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ label: "Published 2 headlines", action: "bulk" });
    const [acme] = await db.select({ updated: t.organization.date_updated }).from(t.organization);
    expect(acme.updated.getFullYear()).toBeGreaterThan(2020);
    expect((await listUnpublishedHeadlines(TEST_ADMIN, 1)).total).toBe(52);
  });

  it("deletes ticked headlines, and refuses an empty selection", async () => {
    expect(await bulkChangeHeadlines(TEST_ADMIN, [], "delete")).toEqual({
      ok: false,
      message: "No headlines are selected: tick some first. Nothing was changed.",
    });
    expect(await bulkChangeHeadlines(TEST_ADMIN, headlines.slice(0, 2), "delete")).toMatchObject({
      ok: true,
      message: "Deleted 2 headlines.",
    });
    expect((await listUnpublishedHeadlines(TEST_ADMIN, 1)).total).toBe(53);
    expect(await history()).toHaveLength(1);
  });

  it("lists social posts 48 a page, searched", async () => {
    const { db } = database();
    await db
      .insert(t.socialMediaPosts)
      .values(
        Array.from({ length: 50 }, (_, i) => ({
          org_shortname: "acme",
          url: `https://x.com/acme/status/${i}`,
        })),
      );
    const first = await listAllSocialPosts(TEST_ADMIN, "", 1);
    expect(first).toMatchObject({ total: 50, page: 1, pages: 2 });
    expect(first.items).toHaveLength(48);
    expect((await listAllSocialPosts(TEST_ADMIN, "", 2)).items).toHaveLength(2);
    expect((await listAllSocialPosts(TEST_ADMIN, "status/4", 1)).total).toBe(11);
  });
});
