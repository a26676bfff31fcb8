import { asc, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { bulkChangeCompanies } from "@/lib/admin/companies/table/bulk-companies";
import { setCompanyLogo } from "@/lib/admin/companies/table/set-company-logo";
import { canRestore, restoreChange } from "@/lib/admin/history/restore-change";
import { useDatabase } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { parseCompanyFilter } from "@/lib/domain/company-table-query";
import { TEST_ADMIN } from "../fixtures/admin";
import { seedTableCompanies } from "./company-table-fixtures";
import { useFreshDatabase } from "./databases";

const filter = (query: string) => ({ filter: parseCompanyFilter(new URLSearchParams(query)) });

describe("the companies table's bulk actions", () => {
  const database = useFreshDatabase("pglite");
  let ids: Record<string, number>;
  beforeEach(async () => {
    useDatabase(database());
    ids = await seedTableCompanies(database().db);
  });

  const published = async () =>
    (
      await database()
        .db.select({ name: t.organization.name })
        .from(t.organization)
        .where(sql`${t.organization.published} and not ${t.organization.is_dummy}`)
        .orderBy(asc(t.organization.id))
    ).map((row) => row.name);
  const history = () =>
    database()
      .db.select({
        id: t.changeHistory.id,
        entity_type: t.changeHistory.entity_type,
        entity_label: t.changeHistory.entity_label,
        action: t.changeHistory.action,
        before: t.changeHistory.before,
        after: t.changeHistory.after,
      })
      .from(t.changeHistory)
      .orderBy(asc(t.changeHistory.id));
  const companies = (...names: string[]) =>
    names.map((name) => ({ id: ids[name], name, shortname: name.toLowerCase() }));

  it("publishes a selection, naming those already published, with one history entry", async () => {
    const answer = await bulkChangeCompanies(
      TEST_ADMIN,
      { ids: [ids.bravo, ids.Delta, ids.Alpha] },
      { kind: "publish" },
    );
    expect(answer).toEqual({
      ok: true,
      message: "Published 2 companies. 1 company was already published.",
      skipped: [],
    });
    expect(await published()).toEqual(["Alpha", "bravo", "Charlie", "Delta", "Echo"]);
    const entries = await history();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      entity_type: "company",
      entity_label: "Published 2 companies",
      action: "bulk",
      before: null,
      after: { change: "publish", companies: companies("bravo", "Delta"), skipped: [] },
    });
  });

  it("unpublishes every company the filters keep, re-read inside the write", async () => {
    const answer = await bulkChangeCompanies(TEST_ADMIN, filter("published=yes&missing=tags"), {
      kind: "unpublish",
    });
    expect(answer).toMatchObject({ ok: true, message: "Unpublished 2 companies." });
    expect(await published()).toEqual(["Alpha"]);
  });

  it("skips ticked companies deleted meanwhile, naming them", async () => {
    await database().db.delete(t.organization).where(eq(t.organization.id, ids.bravo));
    const answer = await bulkChangeCompanies(
      TEST_ADMIN,
      { ids: [ids.bravo, ids.Delta] },
      { kind: "publish" },
    );
    expect(answer).toEqual({
      ok: true,
      message: `Published 1 company. Skipped 1 company deleted meanwhile (id ${ids.bravo}).`,
      skipped: [ids.bravo],
    });
    expect((await history())[0].after).toMatchObject({ skipped: [ids.bravo] });
  });

  it("applies and removes a tag on all matching, one entry each", async () => {
    const { db } = database();
    const [tag] = await db.insert(t.tag).values({ name: "AI" }).returning({ id: t.tag.id });
    expect(
      await bulkChangeCompanies(TEST_ADMIN, filter("missing=tags"), {
        kind: "apply-tag",
        tagId: tag.id,
      }),
    ).toMatchObject({
      ok: true,
      message: 'Applied "AI" to 2 companies.',
    });
    expect(
      await bulkChangeCompanies(TEST_ADMIN, filter(""), { kind: "remove-tag", tagId: tag.id }),
    ).toMatchObject({
      ok: true,
      message: 'Removed "AI" from 2 companies. 3 companies did not have it.',
    });
    const entries = await history();
    expect(entries.map((entry) => entry.entity_label)).toEqual([
      'Applied "AI" to 2 companies',
      'Removed "AI" from 2 companies',
    ]);
    expect(entries[0].after).toMatchObject({ tag: "AI", companies: companies("Charlie", "Echo") });
  });

  it("deletes only when the typed count is the number of companies it deletes", async () => {
    const wrong = await bulkChangeCompanies(TEST_ADMIN, filter("published=no"), {
      kind: "delete",
      confirm: 3,
    });
    expect(wrong).toEqual({
      ok: false,
      message: "2 companies match these filters now: type 2 to delete them. Nothing was deleted.",
      errors: {
        confirm: "2 companies match these filters now: type 2 to delete them. Nothing was deleted.",
      },
    });
    const wrongSelection = await bulkChangeCompanies(
      TEST_ADMIN,
      { ids: [ids.Echo] },
      { kind: "delete", confirm: 2 },
    );
    expect(wrongSelection).toMatchObject({
      ok: false,
      message: "Type 1 to delete the 1 company selected. Nothing was deleted.",
    });
    expect(await history()).toEqual([]);

    expect(
      await bulkChangeCompanies(TEST_ADMIN, filter("published=no"), { kind: "delete", confirm: 2 }),
    ).toMatchObject({
      ok: true,
      message: "Deleted 2 companies.",
    });
    const left = await database()
      .db.select({ name: t.organization.name })
      .from(t.organization)
      .where(sql`not is_dummy`);
    expect(left.map((row) => row.name).sort()).toEqual(["Alpha", "Charlie", "Echo"]);
  });

  it("refuses an empty selection, a selection all gone, no match, and a tag deleted meanwhile", async () => {
    expect(await bulkChangeCompanies(TEST_ADMIN, { ids: [] }, { kind: "publish" })).toEqual({
      ok: false,
      message: "No companies are selected: tick some rows first. Nothing was changed.",
    });
    expect(await bulkChangeCompanies(TEST_ADMIN, { ids: [999_999] }, { kind: "publish" })).toEqual({
      ok: false,
      message:
        "None of the selected companies exist any more (deleted meanwhile). Nothing was changed.",
    });
    expect(
      await bulkChangeCompanies(TEST_ADMIN, filter("type=fund&published=no"), { kind: "publish" }),
    ).toEqual({
      ok: false,
      message: "No companies match these filters now. Nothing was changed.",
    });
    expect(
      await bulkChangeCompanies(
        TEST_ADMIN,
        { ids: [ids.Echo] },
        { kind: "apply-tag", tagId: 999_999 },
      ),
    ).toEqual({
      ok: false,
      message: "The chosen tag no longer exists (deleted meanwhile). Nothing was changed.",
    });
    expect(await history()).toEqual([]);
  });

  it("keeps nothing when the database fails part-way", async () => {
    const { db } = database();
    // The last company's update fails after the others were written.
    await db.execute(sql`create function refuse_echo() returns trigger language plpgsql as $$
      begin if new.shortname = 'echo' then raise exception 'echo refused'; end if; return new; end $$`);
    await db.execute(sql`create trigger refuse_echo before update on organization
      for each row execute function refuse_echo()`);
    const answer = await bulkChangeCompanies(TEST_ADMIN, filter(""), { kind: "unpublish" });
    expect(answer).toEqual({
      ok: false,
      message: "An error occurred while changing the companies. Nothing was changed.",
    });
    expect(await published()).toEqual(["Alpha", "Charlie", "Echo"]);
    expect(await history()).toEqual([]);
  });

  it("offers no Restore for a bulk entry, and refuses one asked for", async () => {
    await bulkChangeCompanies(TEST_ADMIN, { ids: [ids.bravo] }, { kind: "publish" });
    const [entry] = await history();
    expect(canRestore({ entityType: "company", action: "bulk", before: entry.before })).toBe(false);
    expect(await restoreChange(TEST_ADMIN, entry.id)).toEqual({
      ok: false,
      message: "That change (bulk change) cannot be restored.",
    });
  });

  it("sets a logo from the table as an editor save, refusing a stale row", async () => {
    const { db } = database();
    const version = async () =>
      (
        await db
          .select({ v: t.organization.version })
          .from(t.organization)
          .where(eq(t.organization.id, ids.bravo))
      )[0].v;
    const opened = { id: ids.bravo, version: await version() };
    const saved = await setCompanyLogo(TEST_ADMIN, opened, "https://bravo.test/logo.png");
    expect(saved).toMatchObject({
      ok: true,
      message: "Saved the logo of bravo.",
      version: await version(),
    });
    const [row] = await db
      .select({ logo: t.organization.logo_url, fallback: t.organization.fallback_avatar })
      .from(t.organization)
      .where(eq(t.organization.id, ids.bravo));
    expect(row).toEqual({ logo: "https://bravo.test/logo.png", fallback: true });
    expect((await history())[0]).toMatchObject({ entity_type: "company", action: "update" });

    const stale = await setCompanyLogo(TEST_ADMIN, opened, "https://bravo.test/other.png");
    expect(stale).toMatchObject({
      ok: false,
      message: expect.stringContaining("changed this company"),
    });
  });
});
