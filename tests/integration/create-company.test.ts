import { count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCompany } from "@/lib/companies/create-company";
import { selectRows } from "@/lib/db/rows";
import * as t from "@/lib/db/schema";
import { companyFixture } from "../fixtures/company";
import { violationOf } from "./constraint-error";
import { DRIVERS, useFreshDatabase } from "./databases";

describe.each(DRIVERS)("createCompany on $name", ({ driver }) => {
  const database = useFreshDatabase(driver);

  it("stores the company with websites, people, projects, socials, tags and valuation", async () => {
    const { db } = database();
    const created = await createCompany(db, companyFixture());
    expect(created.shortname).toBe("example-data");

    const [company] = await db
      .select()
      .from(t.organization)
      .where(eq(t.organization.id, created.id));
    expect(company).toMatchObject({
      name: "Example Data",
      published: true,
      funding_millions: 1500,
    });

    const websites = await db
      .select({ url: t.organizationwebsite.url })
      .from(t.organizationwebsite);
    expect(websites.map((w) => w.url)).toEqual(["https://example.com", "https://docs.example.com"]);

    const people = await selectRows<{ name: string; is_founder: boolean; accounts: number }>(
      db,
      sql`select p.name, okp.is_founder,
                 (select count(*)::int from keypersonsocialaccount a where a.key_person_id = p.id) as accounts
          from organizationkeyperson okp join keyperson p on p.id = okp.key_person_id
          order by p.name`,
    );
    expect(people).toEqual([
      { name: "Ada Example", is_founder: true, accounts: 1 },
      { name: "Bo Example", is_founder: false, accounts: 0 },
    ]);

    const tags = await selectRows<{ category: string; name: string }>(
      db,
      sql`select c.name as category, tg.name from organization_tag ot
          join tag tg on tg.id = ot.tag_id join tag_category c on c.id = tg.category_id order by 1`,
    );
    expect(tags.map((tg) => tg.category)).toEqual(["industry", "license", "sector", "technology"]);

    const [valuation] = await db.select().from(t.organizationvaluation);
    expect(valuation).toMatchObject({ valuation_amount: 2500, valuation_date: "2025-06-01" });
    expect(await db.$count(t.organizationproject)).toBe(1);
    expect(await db.$count(t.orgSocialsAndComms)).toBe(1);
  });

  it("suffixes the shortname -2, -3 when the name's slug is taken", async () => {
    const { db } = database();
    const names = ["Example Data", "Example  Data!", "example data"];
    const shortnames = [];
    for (const name of names)
      shortnames.push((await createCompany(db, companyFixture({ name }))).shortname);
    expect(shortnames).toEqual(["example-data", "example-data-2", "example-data-3"]);
  });

  it("reuses people (by LinkedIn URL), projects and tags shared between companies", async () => {
    const { db } = database();
    await createCompany(db, companyFixture());
    await createCompany(db, companyFixture({ name: "Second Co" }));
    // Ada has a LinkedIn URL: one person; Bo has a name alone: a new person each time.
    expect(await db.$count(t.keyperson)).toBe(3);
    expect(await db.$count(t.project)).toBe(1);
    expect(await db.$count(t.tag)).toBe(4);
    expect(await db.$count(t.organizationTag)).toBe(8);
  });

  it("stores nothing when a step fails half-way", async () => {
    const { db } = database();
    const broken = companyFixture();
    // Bypasses validation to make the database refuse the last person's social account.
    (broken.key_people[1] as { social_accounts: unknown[] }).social_accounts = [
      { account_type: "myspace", url: "https://myspace.com/bo" },
    ];
    await expect(createCompany(db, broken)).rejects.toMatchObject(
      violationOf("keypersonsocialaccount_type_check"),
    );
    const [{ value }] = await db.select({ value: count() }).from(t.organization);
    expect(value).toBe(0);
    expect(await db.$count(t.keyperson)).toBe(0);
    expect(await db.$count(t.organizationwebsite)).toBe(0);
  });
});
