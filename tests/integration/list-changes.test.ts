import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  HISTORY_PAGE_SIZE,
  listChanges,
  listEntityChanges,
  listHistoryAdmins,
  listLatestChanges,
} from "@/lib/admin/history/list-changes";
import { recordChanges, type HistoryRecord } from "@/lib/admin/history/record-changes";
import { asAdminUser, type AdminUser } from "@/lib/auth/admin-user";
import { useDatabase, type Db } from "@/lib/db/client";
import { TEST_ADMIN } from "../fixtures/admin";
import { DRIVERS, useFreshDatabase } from "./databases";

const EDITOR = asAdminUser("editor@example.com");

const company = (id: number, name = `Company ${id}`): HistoryRecord => ({
  entityType: "company",
  entityId: id,
  label: name,
  action: "update",
  before: { name, published: false },
  after: { name, published: true },
});

const headline = (id: number): HistoryRecord => ({
  entityType: "headline",
  entityId: id,
  label: `Headline ${id}`,
  action: "create",
  before: null,
  after: { description: `Headline ${id}`, url: `https://news.example.com/${id}` },
});

/** Records the changes as one admin write does: in one transaction. */
async function record(db: Db, admin: AdminUser, records: HistoryRecord[]) {
  await db.transaction((tx) => recordChanges(tx, admin, records));
}

const labels = (entries: { label: string }[]) => entries.map((entry) => entry.label);

describe.each(DRIVERS)("change history reads on $name", ({ driver }) => {
  const database = useFreshDatabase(driver);
  beforeEach(() => useDatabase(database()));

  it("pages by 50, newest first, and shows the last page for a page past the end", async () => {
    const { db } = database();
    for (let id = 1; id <= 53; id++) await record(db, TEST_ADMIN, [company(id)]);

    const first = await listChanges(TEST_ADMIN, { page: 1 });
    expect(first).toMatchObject({ total: 53, page: 1, pages: 2, pageSize: HISTORY_PAGE_SIZE });
    expect(first.items).toHaveLength(50);
    expect(first.items[0]).toMatchObject({
      adminEmail: "admin@example.com",
      entityType: "company",
      entityId: 53,
      label: "Company 53",
      action: "update",
      before: { name: "Company 53", published: false },
      after: { name: "Company 53", published: true },
    });
    expect(new Date(first.items[0].createdAt).toISOString()).toBe(first.items[0].createdAt);

    const last = await listChanges(TEST_ADMIN, { page: 7 });
    expect(last.page).toBe(2);
    expect(labels(last.items)).toEqual(["Company 3", "Company 2", "Company 1"]);
  });

  it("orders by the time of the write, then by order within one write", async () => {
    const { db } = database();
    await record(db, TEST_ADMIN, [company(1)]);
    await record(db, TEST_ADMIN, [company(2), headline(3)]);
    // The first write happened latest.
    await db.execute(
      sql`update change_history set created_at = now() + interval '1 hour' where entity_id = 1`,
    );
    const { items } = await listChanges(TEST_ADMIN, { page: 1 });
    expect(labels(items)).toEqual(["Company 1", "Headline 3", "Company 2"]);
  });

  it("filters by entity type, by admin, and by both", async () => {
    const { db } = database();
    await record(db, TEST_ADMIN, [company(1), headline(2)]);
    await record(db, EDITOR, [company(3), headline(4)]);

    const companies = await listChanges(TEST_ADMIN, { entityType: "company", page: 1 });
    expect(labels(companies.items)).toEqual(["Company 3", "Company 1"]);
    expect(companies.total).toBe(2);

    // Emails are stored lowercase; the filter takes any spelling.
    const byEditor = await listChanges(TEST_ADMIN, { adminEmail: " Editor@Example.com", page: 1 });
    expect(labels(byEditor.items)).toEqual(["Headline 4", "Company 3"]);

    const both = await listChanges(TEST_ADMIN, {
      entityType: "headline",
      adminEmail: "admin@example.com",
      page: 1,
    });
    expect(labels(both.items)).toEqual(["Headline 2"]);
    expect(both.items[0]).toMatchObject({ action: "create", before: null });

    const none = await listChanges(TEST_ADMIN, { entityType: "tag", page: 3 });
    expect(none).toMatchObject({ items: [], total: 0, page: 1, pages: 1 });
  });

  it("lists the admins who changed something, once each, alphabetically", async () => {
    const { db } = database();
    expect(await listHistoryAdmins(TEST_ADMIN)).toEqual([]);
    await record(db, EDITOR, [company(1)]);
    await record(db, TEST_ADMIN, [company(2), company(3)]);
    await record(db, EDITOR, [headline(4)]);
    expect(await listHistoryAdmins(TEST_ADMIN)).toEqual([
      "admin@example.com",
      "editor@example.com",
    ]);
  });

  it("gives the latest changes of anything, ten unless told", async () => {
    const { db } = database();
    for (let id = 1; id <= 12; id++) {
      await record(db, TEST_ADMIN, [id % 2 ? company(id) : headline(id)]);
    }
    const latest = await listLatestChanges(TEST_ADMIN);
    expect(latest.map((entry) => entry.entityId)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(labels(await listLatestChanges(TEST_ADMIN, 2))).toEqual(["Headline 12", "Company 11"]);
  });

  it("gives the changes of one thing only, newest first", async () => {
    const { db } = database();
    await record(db, TEST_ADMIN, [company(7, "Acme")]);
    await record(db, EDITOR, [company(8, "Other"), headline(7)]);
    await record(db, EDITOR, [{ ...company(7, "Acme"), before: { name: "Acme", city: null } }]);

    const entries = await listEntityChanges(TEST_ADMIN, "company", 7);
    expect(entries.map((entry) => [entry.adminEmail, entry.before])).toEqual([
      ["editor@example.com", { name: "Acme", city: null }],
      ["admin@example.com", { name: "Acme", published: false }],
    ]);
    expect(await listEntityChanges(TEST_ADMIN, "company", 7, 1)).toHaveLength(1);
    expect(await listEntityChanges(TEST_ADMIN, "person", 7)).toEqual([]);
  });
});
