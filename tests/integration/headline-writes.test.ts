import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { deleteUnpublishedHeadline } from "@/lib/admin/headlines/delete-headline";
import { getHeadlineForEdit } from "@/lib/admin/headlines/get-headline-for-edit";
import { findNeighbours } from "@/lib/admin/headlines/headline-neighbours";
import { readHeadlineRecord } from "@/lib/admin/headlines/headline-record";
import { countUnpublishedHeadlines } from "@/lib/admin/headlines/list-unpublished";
import { saveHeadline } from "@/lib/admin/headlines/save-headline";
import { useDatabase, type Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { headlineSchema } from "@/lib/validation/headline";
import { TEST_ADMIN } from "../fixtures/admin";
import { useFreshDatabase } from "./databases";

// The headline writes on PGlite: one transaction each, recorded, stamping linked companies.
describe("headline writes on PGlite", () => {
  const database = useFreshDatabase("pglite");
  let db: Db;
  let companies: { id: number }[];

  beforeEach(async () => {
    useDatabase(database());
    db = database().db;
    const old = new Date("2020-01-01T00:00:00Z");
    companies = await db
      .insert(t.organization)
      .values([
        { name: "Acme", shortname: "acme", date_updated: old },
        { name: "Beta", shortname: "beta", date_updated: old },
      ])
      .returning({ id: t.organization.id });
  });

  const input = (change: Record<string, unknown> = {}) =>
    headlineSchema.parse({
      url: "https://news.example/a",
      description: "Acme raises",
      headline_type: "funding",
      headline_date: "2025-01-31",
      total_amount: "12.5M",
      organization_ids: [companies[0].id],
      ...change,
    });

  /** Headline `id` as its edit page opens it: its id and version. */
  const opened = async (id: number) => {
    const loaded = await getHeadlineForEdit(TEST_ADMIN, id, "all");
    return { id, version: loaded.ok && loaded.headline ? loaded.version : 0 };
  };

  const stamps = async () =>
    (
      await db
        .select({ date: t.organization.date_updated })
        .from(t.organization)
        .orderBy(asc(t.organization.id))
    ).map((row) => row.date.getUTCFullYear());

  describe("saveHeadline", () => {
    it("creates the headline with its links, stamps the companies and records the change", async () => {
      const saved = await saveHeadline(TEST_ADMIN, null, input());
      expect(saved.ok).toBe(true);
      const id = saved.ok ? saved.id : 0;
      const record = await readHeadlineRecord(db, id);
      expect(record).toMatchObject({ total_amount: 12_500_000, published: true });
      expect(record!.companies.map((c) => c.name)).toEqual(["Acme"]);
      expect(await stamps()).toEqual([new Date().getUTCFullYear(), 2020]);
      const history = await db.select().from(t.changeHistory);
      expect(history).toMatchObject([{ entity_type: "headline", entity_id: id, action: "create" }]);

      // An edit moving the link stamps both companies, before and after.
      await db.update(t.organization).set({ date_updated: new Date("2020-01-01T00:00:00Z") });
      const opened = { id, version: saved.ok ? saved.version : 0 };
      await saveHeadline(TEST_ADMIN, opened, input({ organization_ids: [companies[1].id] }));
      expect(await stamps()).toEqual([new Date().getUTCFullYear(), new Date().getUTCFullYear()]);
      expect((await readHeadlineRecord(db, id))!.companies.map((c) => c.name)).toEqual(["Beta"]);
    });

    it("writes nothing when a chosen company does not exist", async () => {
      const saved = await saveHeadline(
        TEST_ADMIN,
        null,
        input({ organization_ids: [companies[0].id, 999] }),
      );
      expect(saved).toEqual({
        ok: false,
        message: "A chosen company does not exist; nothing was saved.",
        errors: { organization_ids: "Unknown company id: 999" },
      });
      expect(await db.select().from(t.headline)).toEqual([]);
      expect(await db.select().from(t.changeHistory)).toEqual([]);
      expect(await stamps()).toEqual([2020, 2020]);
    });
  });

  describe("review and delete", () => {
    it("steps by date, ties by id, within a set; deletes only unpublished ones, then names the next", async () => {
      const ids: number[] = [];
      for (const [date, published] of [
        ["2025-01-03", false],
        ["2025-01-02", true],
        ["2025-01-02", false],
        ["2025-01-01", false],
        [null, false],
      ] as const) {
        const saved = await saveHeadline(
          TEST_ADMIN,
          null,
          input({ headline_date: date ?? "2000-01-01", published }),
        );
        if (!saved.ok) throw new Error(saved.message);
        if (date === null)
          await db
            .update(t.headline)
            .set({ headline_date: null })
            .where(eq(t.headline.id, saved.id));
        ids.push(saved.id);
      }
      const at = async (i: number) => (await readHeadlineRecord(db, ids[i]))!;
      // All, newest first: 0, 2 (same date, higher id first), 1, 3, 4 (undated last).
      expect(await findNeighbours(db, await at(2), "all")).toEqual({
        previous: ids[0],
        next: ids[1],
      });
      expect(await findNeighbours(db, await at(1), "all")).toEqual({
        previous: ids[2],
        next: ids[3],
      });
      expect(await findNeighbours(db, await at(4), "all")).toEqual({
        previous: ids[3],
        next: null,
      });
      expect(await findNeighbours(db, await at(0), "unpublished")).toEqual({
        previous: null,
        next: ids[2],
      });
      expect(await findNeighbours(db, await at(1), "published")).toEqual({
        previous: null,
        next: null,
      });
      expect(await countUnpublishedHeadlines(TEST_ADMIN)).toBe(4);

      expect(await deleteUnpublishedHeadline(TEST_ADMIN, await opened(ids[1]))).toEqual({
        ok: false,
        message: "Only unpublished headlines can be deleted.",
      });
      expect(await deleteUnpublishedHeadline(TEST_ADMIN, await opened(ids[2]))).toMatchObject({
        ok: true,
        nextUnpublished: ids[3],
      });
      expect(await deleteUnpublishedHeadline(TEST_ADMIN, await opened(ids[4]))).toMatchObject({
        ok: true,
        nextUnpublished: ids[3],
      });
      expect(await readHeadlineRecord(db, ids[2])).toBeNull();
      expect(
        await db
          .select()
          .from(t.headlineorganization)
          .where(eq(t.headlineorganization.headline_id, ids[2])),
      ).toEqual([]);
      const deletes = await db
        .select()
        .from(t.changeHistory)
        .where(eq(t.changeHistory.action, "delete"));
      expect(deletes.map((row) => row.entity_id)).toEqual([ids[2], ids[4]]);
    });
  });
  it("keeps each company's disclosed rounds as its headlines are saved, moved, unpublished and deleted", async () => {
    const disclosed = async () =>
      (await db.select().from(t.companyFunding).orderBy(asc(t.companyFunding.organization_id))).map(
        ({ organization_id, disclosed_usd, rounds }) => [organization_id, disclosed_usd, rounds],
      );
    const [acme, beta] = companies.map((company) => company.id);
    const first = await saveHeadline(TEST_ADMIN, null, input());
    const second = await saveHeadline(TEST_ADMIN, null, input({ total_amount: "30M" }));
    expect(await disclosed()).toEqual([[acme, 42.5e6, 2]]);
    const firstId = first.ok ? first.id : 0;
    const secondId = second.ok ? second.id : 0;

    await saveHeadline(TEST_ADMIN, await opened(firstId), input({ organization_ids: [beta] }));
    expect(await disclosed()).toEqual([
      [acme, 30e6, 1],
      [beta, 12.5e6, 1],
    ]);
    await saveHeadline(TEST_ADMIN, await opened(secondId), input({ total_amount: "50M" }));
    await saveHeadline(
      TEST_ADMIN,
      await opened(firstId),
      input({ organization_ids: [beta], published: false }),
    );
    expect(await disclosed()).toEqual([[acme, 50e6, 1]]);
    await deleteUnpublishedHeadline(TEST_ADMIN, await opened(firstId));
    await saveHeadline(TEST_ADMIN, await opened(secondId), input({ headline_type: "announcement" }));
    expect(await disclosed()).toEqual([]);
  });
});
