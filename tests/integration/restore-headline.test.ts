import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { deleteUnpublishedHeadline } from "@/lib/admin/headlines/delete-headline";
import { readHeadlineRecord } from "@/lib/admin/headlines/headline-record";
import { saveHeadline } from "@/lib/admin/headlines/save-headline";
import { restoreChange } from "@/lib/admin/history/restore-change";
import { useDatabase, type Db } from "@/lib/db/client";
import { selectRows } from "@/lib/db/rows";
import * as t from "@/lib/db/schema";
import { headlineSchema } from "@/lib/validation/headline";
import { TEST_ADMIN } from "../fixtures/admin";
import { DRIVERS, useFreshDatabase } from "./databases";
import { openedRow } from "./opened-row";

/** A headline's row and company links, as stored. */
async function headlineState(db: Db, id: number) {
  const [row] = await db.select().from(t.headline).where(eq(t.headline.id, id));
  const links = await selectRows(
    db,
    sql`select organization_id from headlineorganization where headline_id = ${id} order by 1`,
  );
  return { row, links };
}

const lastChange = async (db: Db) =>
  (await db.select().from(t.changeHistory).orderBy(t.changeHistory.id)).at(-1)!;

describe.each(DRIVERS)("restoring a headline by its id on $name", ({ driver }) => {
  const database = useFreshDatabase(driver);
  let db: Db;
  let acme: number;
  let beta: number;

  beforeEach(async () => {
    useDatabase(database());
    db = database().db;
    [{ id: acme }, { id: beta }] = await db
      .insert(t.organization)
      .values([
        { name: "Acme", shortname: "acme" },
        { name: "Beta", shortname: "beta" },
      ])
      .returning({ id: t.organization.id });
  });

  async function save(id: number | null, change: Record<string, unknown>) {
    const input = headlineSchema.parse({
      url: "https://news.example/a",
      description: "Acme raises",
      headline_type: "funding",
      headline_date: "2025-01-31",
      published: false,
      organization_ids: [acme],
      ...change,
    });
    const saved = await saveHeadline(
      TEST_ADMIN,
      id === null ? null : await openedRow(db, "headline", id),
      input,
    );
    if (!saved.ok) throw new Error(saved.message);
    return saved.id;
  }

  it("brings a deleted headline back with its id and links beside one of the same URL, which stays as it was", async () => {
    const oldId = await save(null, {});
    const original = await headlineState(db, oldId);
    expect(
      (await deleteUnpublishedHeadline(TEST_ADMIN, await openedRow(db, "headline", oldId))).ok,
    ).toBe(true);
    const deletion = await lastChange(db);
    const sameUrl = await save(null, { description: "Beta joins", organization_ids: [beta] });
    const other = await headlineState(db, sameUrl);

    expect(await restoreChange(TEST_ADMIN, deletion.id)).toEqual({
      ok: true,
      message: 'Restored headline "Acme raises".',
      href: `/admin/headlines/${oldId}/edit`,
    });
    const back = await headlineState(db, oldId);
    expect(back.links).toEqual(original.links);
    expect({ ...back.row, created_at: null, version: null, changed_at: null }).toEqual({
      ...original.row,
      created_at: null,
      version: null,
      changed_at: null,
    });
    expect(await headlineState(db, sameUrl)).toEqual(other);
    expect(await lastChange(db)).toMatchObject({
      entity_type: "headline",
      entity_id: oldId,
      action: "restore",
      before: null,
      after: { description: "Acme raises", companies: [{ id: acme, name: "Acme" }] },
    });
  });

  it("restoring an update of one headline changes that headline only", async () => {
    const id = await save(null, {});
    const original = await readHeadlineRecord(db, id);
    const sameUrl = await save(null, { description: "Beta joins", organization_ids: [beta] });
    const other = await headlineState(db, sameUrl);
    await save(id, { description: "Acme raises more", organization_ids: [beta] });
    const update = await lastChange(db);

    expect(await restoreChange(TEST_ADMIN, update.id)).toMatchObject({ ok: true });
    expect(await readHeadlineRecord(db, id)).toEqual(original);
    expect(await headlineState(db, sameUrl)).toEqual(other);
  });

  it("refuses to restore a headline's creation, and changes nothing", async () => {
    await save(null, {});
    const created = await lastChange(db);
    expect(await restoreChange(TEST_ADMIN, created.id)).toEqual({
      ok: false,
      message: "That change created the headline: there is no earlier state.",
    });
    expect(await db.$count(t.changeHistory)).toBe(1);
  });
});
