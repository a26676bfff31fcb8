import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCompany } from "@/lib/companies/create-company";
import { applyMigrations, assertMigrated, pendingMigrations } from "@/lib/db/migrations";
import * as t from "@/lib/db/schema";
import { companyFixture } from "../fixtures/company";
import { violationOf } from "./constraint-error";
import { DRIVERS, postgresAvailable, unmigratedDatabase, useFreshDatabase } from "./databases";

const HEADLINE = {
  headline_type: "funding",
  url: "https://example.com/news",
  description: "Raises",
};

describe.each(DRIVERS)("schema constraints on $name", ({ driver }) => {
  const database = useFreshDatabase(driver);

  it("defaults: organization unpublished, headline published, type company", async () => {
    const { db } = database();
    const [org] = await db.insert(t.organization).values({ name: "A", shortname: "a" }).returning();
    expect(org).toMatchObject({ published: false, organization_type: "company", is_dummy: false });
    const [item] = await db.insert(t.headline).values(HEADLINE).returning();
    expect(item.published).toBe(true);
  });

  it("refuses a duplicate shortname", async () => {
    const { db } = database();
    await db.insert(t.organization).values({ name: "A", shortname: "a" });
    await expect(
      db.insert(t.organization).values({ name: "A2", shortname: "a" }),
    ).rejects.toMatchObject(violationOf("organization_shortname_unique"));
  });

  it("refuses unknown headline, organization and social account types, and a 3-digit year", async () => {
    const { db } = database();
    await expect(
      db.insert(t.headline).values({ ...HEADLINE, headline_type: "rumour" }),
    ).rejects.toMatchObject(violationOf("headline_type_check"));
    await expect(
      db.insert(t.organization).values({ name: "A", shortname: "a", organization_type: "club" }),
    ).rejects.toMatchObject(violationOf("organization_type_check"));
    await expect(
      db.insert(t.organization).values({ name: "A", shortname: "a", year_founded: 999 }),
    ).rejects.toMatchObject(violationOf("organization_year_founded_check"));
    const [person] = await db.insert(t.keyperson).values({ name: "P" }).returning();
    await expect(
      db
        .insert(t.keypersonsocialaccount)
        .values({ key_person_id: person.id, account_type: "myspace", url: "https://x" }),
    ).rejects.toMatchObject(violationOf("keypersonsocialaccount_type_check"));
  });

  it("refuses the same tag twice on a company", async () => {
    const { db } = database();
    const { id } = await createCompany(db, companyFixture());
    const [anyTag] = await db.select().from(t.tag).limit(1);
    await expect(
      db.insert(t.organizationTag).values({ organization_id: id, tag_id: anyTag.id }),
    ).rejects.toMatchObject(violationOf("organization_tag_pkey"));
  });

  it("parses total_funding into funding_millions for sorting", async () => {
    const { db } = database();
    const rows = await db
      .insert(t.organization)
      .values([
        { name: "A", shortname: "a", total_funding: "396M" },
        { name: "B", shortname: "b", total_funding: "1.5B" },
        { name: "C", shortname: "c", total_funding: "$750K" },
        { name: "D", shortname: "d", total_funding: "undisclosed" },
      ])
      .returning({ funding: t.organization.funding_millions });
    expect(rows.map((r) => r.funding)).toEqual([396, 1500, 0.75, null]);
  });

  it("deleting a company removes its links but keeps shared people, projects and tags", async () => {
    const { db } = database();
    const { id, shortname } = await createCompany(db, companyFixture());
    const [news] = await db.insert(t.headline).values(HEADLINE).returning();
    await db.insert(t.headlineorganization).values({ headline_id: news.id, organization_id: id });
    await db
      .insert(t.socialMediaPosts)
      .values({ url: "https://x.com/p/1", org_shortname: shortname });
    await db.delete(t.organization).where(eq(t.organization.id, id));
    for (const table of [
      t.organizationwebsite,
      t.organizationkeyperson,
      t.organizationTag,
      t.organizationvaluation,
      t.headlineorganization,
      t.socialMediaPosts,
    ]) {
      expect(await db.$count(table)).toBe(0);
    }
    expect(await db.$count(t.keyperson)).toBe(2);
    expect(await db.$count(t.project)).toBe(1);
    expect(await db.$count(t.tag)).toBe(4);
    expect(await db.$count(t.headline)).toBe(1);
  });

  it("keeps tags when their category is deleted (shown as Other)", async () => {
    const { db } = database();
    await createCompany(db, companyFixture());
    await db.delete(t.tagCategory).where(eq(t.tagCategory.name, "license"));
    const orphans = await db
      .select()
      .from(t.tag)
      .where(sql`${t.tag.category_id} is null`);
    expect(orphans.map((tg) => tg.name)).toEqual(["Apache-2.0"]);
  });

  it("searches names case-insensitively by substring", async () => {
    const { db } = database();
    await createCompany(db, companyFixture({ name: "ClickHouse" }));
    const found = await db
      .select({ name: t.organization.name })
      .from(t.organization)
      .where(sql`${t.organization.name} ilike ${"%khou%"}`);
    expect(found).toEqual([{ name: "ClickHouse" }]);
  });
});

describe.each(DRIVERS)("migrations on $name", ({ driver }) => {
  it("reports a database without the latest migrations, naming npm run db:migrate, then applies them", async (context) => {
    if (driver === "postgres" && !postgresAvailable()) context.skip();
    const database = await unmigratedDatabase(driver);
    try {
      expect((await pendingMigrations(database)).length).toBeGreaterThan(0);
      await expect(assertMigrated(database)).rejects.toThrow(/npm run db:migrate/);
      await applyMigrations(database);
      expect(await pendingMigrations(database)).toEqual([]);
      await expect(assertMigrated(database)).resolves.toBeUndefined();
    } finally {
      await database.close();
    }
  });
});
