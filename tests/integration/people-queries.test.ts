import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { createCompany } from "@/lib/companies/create-company";
import { useDatabase, type Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { DEFAULT_PEOPLE_STATE } from "@/lib/domain/people-state";
import { getPersonById, listPeople } from "@/lib/queries/people";
import { companyFixture } from "../fixtures/company";
import { DRIVERS, useFreshDatabase } from "./databases";

// Example Data (published): Ada (founder, LinkedIn, one x account) and Bo (CTO).
// Beta Cloud (published): Bo again (picked by id: a name alone would be a new person), as
// founder, and Cy. Hidden Co (unpublished): Ada and
// Hana. Dummy Co (a placeholder): Dora.
async function seed(db: Db) {
  await createCompany(db, companyFixture());
  await createCompany(
    db,
    companyFixture({
      name: "Beta Cloud",
      key_people: [
        {
          person_id: await personId(db, "Bo Example"),
          name: "Bo Example",
          role: "Co-founder",
          is_founder: true,
        },
        { name: "cy Person" },
      ],
    }),
  );
  await createCompany(
    db,
    companyFixture({
      name: "Hidden Co",
      published: false,
      key_people: [
        { name: "Ada Example", linkedin_url: "https://www.linkedin.com/in/ada-example" },
        { name: "Hana Hidden" },
      ],
    }),
  );
  await createCompany(
    db,
    companyFixture({ name: "Dummy Co", key_people: [{ name: "Dora Dummy" }] }),
  );
  await db
    .update(t.organization)
    .set({ is_dummy: true })
    .where(eq(t.organization.name, "Dummy Co"));
}

const names = (page: { items: { name: string }[] }) => page.items.map((p) => p.name);

async function personId(db: Db, name: string) {
  const [row] = await db
    .select({ id: t.keyperson.id })
    .from(t.keyperson)
    .where(eq(t.keyperson.name, name));
  return row.id;
}

describe.each(DRIVERS)("people queries on $name", ({ driver }) => {
  const database = useFreshDatabase(driver);
  beforeEach(async () => {
    useDatabase(database());
    await seed(database().db);
  });

  it("lists people of published, non-dummy companies by name, with a count", async () => {
    const page = await listPeople(DEFAULT_PEOPLE_STATE);
    expect(names(page)).toEqual(["Ada Example", "Bo Example", "cy Person"]);
    expect(page).toMatchObject({ total: 3, page: 1, pages: 1, pageSize: 30 });
  });

  it("gives each person's visible organizations, founder ones first, and account count", async () => {
    const [ada, bo] = (await listPeople(DEFAULT_PEOPLE_STATE)).items;
    expect(ada.social_account_count).toBe(1);
    expect(ada.linkedin_url).toBe("https://www.linkedin.com/in/ada-example");
    expect(ada.organizations).toEqual([
      expect.objectContaining({ name: "Example Data", role: "CEO & Co-founder", is_founder: true }),
    ]);
    expect(bo.social_account_count).toBe(0);
    expect(bo.organizations.map((o) => [o.shortname, o.role, o.is_founder])).toEqual([
      ["beta-cloud", "Co-founder", true],
      ["example-data", "CTO", false],
    ]);
  });

  it("searches names and companies with the search engine, the most relevant first", async () => {
    const found = async (search: string) =>
      names(await listPeople({ ...DEFAULT_PEOPLE_STATE, search }));
    expect(await found("ADA EXAMPLE")).toEqual(["Ada Example"]);
    expect(await found("exampel")).toEqual(["Ada Example", "Bo Example"]);
    expect(await found("Ada Exampel")).toEqual(["Ada Example"]);
    expect(await found("cy")).toEqual(["cy Person"]);
    // A company's name finds its people: Beta Cloud's.
    expect((await found("beta cloud")).sort()).toEqual(["Bo Example", "cy Person"]);
    for (const search of ["%", "_", "\\", '"']) expect(await found(search)).toEqual([]);
    // Dummy companies' people are no one's.
    expect(await found("hana")).toEqual([]);
  });

  it("lists the founders of public companies only, when asked", async () => {
    const founders = await listPeople({ ...DEFAULT_PEOPLE_STATE, founders: true });
    expect(names(founders)).toEqual(["Ada Example", "Bo Example"]);
    const searched = await listPeople({ ...DEFAULT_PEOPLE_STATE, founders: true, search: "bo" });
    expect(names(searched)).toEqual(["Bo Example"]);
  });

  it("pages 30 at a time and shows the last page for a page past the end", async () => {
    const key_people = Array.from({ length: 31 }, (_, i) => ({
      name: `Zed ${String(i).padStart(2, "0")}`,
    }));
    await createCompany(database().db, companyFixture({ name: "Big Co", key_people }));
    const first = await listPeople(DEFAULT_PEOPLE_STATE);
    expect(first.items).toHaveLength(30);
    expect(first).toMatchObject({ total: 34, pages: 2 });
    const last = await listPeople({ ...DEFAULT_PEOPLE_STATE, page: 9 });
    expect(last.page).toBe(2);
    expect(names(last)).toEqual(["Zed 27", "Zed 28", "Zed 29", "Zed 30"]);
  });

  it("gets a person with social accounts, visible organizations and their other people only", async () => {
    const db = database().db;
    const ada = await getPersonById(await personId(db, "Ada Example"));
    expect(ada).toMatchObject({
      name: "Ada Example",
      social_accounts: [expect.objectContaining({ account_type: "x", url: "https://x.com/ada" })],
    });
    expect(ada?.organizations.map((o) => o.name)).toEqual(["Example Data"]);
    // Her company's other people, not Hidden Co's (Hana): whom she works with, visibly.
    expect(ada?.colleagues.map((c) => [c.name, c.role, c.is_founder])).toEqual([
      ["Bo Example", "CTO", false],
    ]);
    const bo = await getPersonById(await personId(db, "Bo Example"));
    expect(bo?.colleagues.map((c) => c.name)).toEqual(["Ada Example", "cy Person"]);
  });

  it("gives null for unknown people and those of unpublished or dummy companies only", async () => {
    const db = database().db;
    expect(await getPersonById(999999)).toBeNull();
    expect(await getPersonById(await personId(db, "Hana Hidden"))).toBeNull();
    expect(await getPersonById(await personId(db, "Dora Dummy"))).toBeNull();
  });
});
