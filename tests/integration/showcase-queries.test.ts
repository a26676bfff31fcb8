import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { createCompany } from "@/lib/companies/create-company";
import { useDatabase, type Database, type Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { listShowcase } from "@/lib/queries/showcase";
import { companyFixture } from "../fixtures/company";
import { DRIVERS, useFreshDatabase } from "./databases";

type Fields = { published?: boolean; is_dummy?: boolean };

/** Many bare organizations in a few inserts; returns their ids in insertion order. */
async function bulkOrganizations(db: Db, prefix: string, count: number, fields: Fields = {}) {
  const ids: number[] = [];
  for (let start = 0; start < count; start += 500) {
    const rows = Array.from({ length: Math.min(500, count - start) }, (_, i) => ({
      name: `${prefix} ${start + i}`,
      shortname: `${prefix}-${start + i}`,
      published: true,
      ...fields,
    }));
    const created = await db
      .insert(t.organization)
      .values(rows)
      .returning({ id: t.organization.id });
    ids.push(...created.map((row) => row.id));
  }
  return ids;
}

async function company(db: Db, name: string, overrides: Record<string, unknown> = {}) {
  return (await createCompany(db, companyFixture({ name, ...overrides }))).id;
}

async function headline(
  db: Db,
  orgIds: number[],
  description: string,
  date: string | null,
  published = true,
) {
  const [row] = await db
    .insert(t.headline)
    .values({
      headline_type: "announcement",
      headline_date: date,
      url: `https://news.example.com/${description}`,
      description,
      published,
    })
    .returning();
  await db
    .insert(t.headlineorganization)
    .values(orgIds.map((organization_id) => ({ headline_id: row.id, organization_id })));
}

/** The database, counting the statements the app runs (each is prepared by the session). */
function countingDatabase(database: Database) {
  const counter = { queries: 0 };
  // drizzle keeps its session out of the public type; every read and execute goes through it.
  const { session: inner } = database.db as unknown as { session: object };
  const session = new Proxy(inner, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (property !== "prepareQuery") return value;
      return (...args: unknown[]) => {
        counter.queries++;
        return (value as (...a: unknown[]) => unknown).apply(receiver, args);
      };
    },
  });
  const db = new Proxy(database.db, {
    get: (target, property, receiver) =>
      property === "session" ? session : Reflect.get(target, property, receiver),
  });
  return { counted: { ...database, db }, counter };
}

describe.each(DRIVERS)("showcase queries on $name", ({ driver }) => {
  const database = useFreshDatabase(driver);
  beforeEach(() => useDatabase(database()));

  it("shows only published, non-dummy organizations, with their card facts", async () => {
    const db = database().db;
    const shown = await company(db, "Shown Co");
    const [bare] = await bulkOrganizations(db, "bare", 1);
    await company(db, "Hidden Co", { published: false });
    const dummy = await company(db, "Dummy Co");
    await db.update(t.organization).set({ is_dummy: true }).where(eq(t.organization.id, dummy));

    const result = await listShowcase();
    expect(result.map((org) => org.id).sort()).toEqual([shown, bare].sort());
    const card = result.find((org) => org.id === shown)!;
    expect(card).toMatchObject({
      name: "Shown Co",
      shortname: "shown-co",
      organization_type: "company",
      short_description: "Open source example database",
      city: "Berlin, Germany",
      year_founded: 2019,
      funding_millions: 1500,
      website: "https://example.com",
      people_count: 2,
      valuation: { amount_millions: 2500, date: "2025-06-01" },
      headlines: [],
    });
    expect(card.tags.map((tag) => tag.name)).toEqual([
      "Apache-2.0",
      "Data Infrastructure",
      "Database",
      "Open Core",
    ]);
    expect(result.find((org) => org.id === bare)).toMatchObject({
      tags: [],
      people_count: 0,
      website: null,
      valuation: null,
    });
  });

  it("shows at most 30, in a random order", async () => {
    const db = database().db;
    const ids = await bulkOrganizations(db, "org", 40);
    await bulkOrganizations(db, "hidden", 10, { published: false });
    const draws = await Promise.all([listShowcase(), listShowcase(), listShowcase()]);
    for (const draw of draws) {
      expect(draw).toHaveLength(30);
      expect(new Set(draw.map((org) => org.id)).size).toBe(30);
      for (const org of draw) expect(ids).toContain(org.id);
    }
    // Three identical draws of 30 out of 40 would mean no randomness (odds ~1e-17).
    const orders = new Set(draws.map((draw) => draw.map((org) => org.id).join()));
    expect(orders.size).toBeGreaterThan(1);
  });

  it("draws from the first 1000 published, non-dummy organizations only", async () => {
    const db = database().db;
    await bulkOrganizations(db, "hidden", 20, { published: false });
    await bulkOrganizations(db, "dummy", 20, { is_dummy: true });
    const published = await bulkOrganizations(db, "org", 1500);
    const lastCandidate = published[999];
    // A third of the published ones lie past the limit: a draw that ignored it would land
    // there about 10 times in 30.
    for (let draw = 0; draw < 3; draw++) {
      const result = await listShowcase();
      expect(result).toHaveLength(30);
      for (const org of result) expect(org.id).toBeLessThanOrEqual(lastCandidate);
    }
  });

  it("gives each organization its 5 latest published headlines, newest first", async () => {
    const db = database().db;
    const busy = await company(db, "Busy Co");
    const quiet = await company(db, "Quiet Co");
    for (let month = 1; month <= 7; month++)
      await headline(db, [busy], `busy-${month}`, `2025-0${month}-10`);
    await headline(db, [busy], "busy-undated", null);
    await headline(db, [busy], "busy-hidden", "2025-12-31", false);
    await headline(db, [busy, quiet], "shared", "2025-05-20");
    await headline(db, [quiet], "quiet-undated", null);

    const result = await listShowcase();
    const headlinesOf = (id: number) =>
      result.find((org) => org.id === id)!.headlines.map((h) => h.description);
    expect(headlinesOf(busy)).toEqual(["busy-7", "busy-6", "shared", "busy-5", "busy-4"]);
    expect(headlinesOf(quiet)).toEqual(["shared", "quiet-undated"]);
    const undated = result.find((org) => org.id === quiet)!.headlines[1];
    expect(undated).toEqual({
      id: expect.any(Number),
      headline_type: "announcement",
      headline_date: null,
      url: "https://news.example.com/quiet-undated",
      description: "quiet-undated",
    });
    expect(result.find((org) => org.id === busy)!.headlines[0].headline_date).toBe("2025-07-10");
  });

  it("picks the latest valuation by valuation date", async () => {
    const db = database().db;
    const valued = await company(db, "Valued Co", { valuation: undefined });
    await db.insert(t.organizationvaluation).values([
      { organization_id: valued, valuation_amount: 100, valuation_date: "2023-01-01" },
      { organization_id: valued, valuation_amount: 300.5, valuation_date: "2025-01-01" },
      { organization_id: valued, valuation_amount: 999, valuation_date: "2024-01-01" },
    ]);
    const [org] = await listShowcase();
    expect(org.valuation).toEqual({ amount_millions: 300.5, date: "2025-01-01" });
  });

  it("reads in 4 queries however many organizations there are (1 when there are none)", async () => {
    const db = database().db;
    const { counted, counter } = countingDatabase(database());
    useDatabase(counted);
    expect(await listShowcase()).toEqual([]);
    expect(counter.queries).toBe(1);

    const few = [await company(db, "One Co"), await company(db, "Two Co")];
    await headline(db, few, "news", "2025-01-01");
    counter.queries = 0;
    expect(await listShowcase()).toHaveLength(2);
    expect(counter.queries).toBe(4);

    const many = await bulkOrganizations(db, "org", 60);
    await headline(db, many, "big news", "2025-02-01");
    await db.insert(t.organizationvaluation).values(
      many.map((organization_id) => ({
        organization_id,
        valuation_amount: 10,
        valuation_date: "2025-01-01",
      })),
    );
    counter.queries = 0;
    const result = await listShowcase();
    expect(result).toHaveLength(30);
    expect(result.filter((org) => org.headlines.length > 0).length).toBeGreaterThan(25);
    expect(counter.queries).toBe(4);
  });

  it("fails as a whole when the headlines cannot be read, so that no page lacking them is cached", async () => {
    const db = database().db;
    const id = await company(db, "Sturdy Co");
    await headline(db, [id], "news", "2025-01-01");
    await db.execute(sql`drop table headlineorganization cascade`);

    await expect(listShowcase()).rejects.toMatchObject({
      cause: { message: expect.stringContaining('"headlineorganization" does not exist') },
    });
  });
});
