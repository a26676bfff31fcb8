import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { refreshPublicPages } from "@/lib/admin/refresh-public-pages";
import { useDatabase } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { isPublicCompany, isPublicPerson } from "@/lib/queries/exists";
import { DRIVERS, useFreshDatabase } from "./databases";

// What the proxy asks before a company or person page renders: answered from a set kept in
// memory, read again after a write.
describe.each(DRIVERS)("the companies and people shown on $name", ({ driver }) => {
  const database = useFreshDatabase(driver);
  let person: number;
  beforeEach(async () => {
    useDatabase(database());
    const { db } = database();
    const companies = await db
      .insert(t.organization)
      .values([
        { name: "Shown", shortname: "shown", published: true },
        { name: "Draft", shortname: "draft", published: false },
        { name: "Dummy", shortname: "dummy", published: true, is_dummy: true },
      ])
      .returning({ id: t.organization.id });
    const [row] = await db.insert(t.keyperson).values({ name: "Ada" }).returning();
    person = row.id;
    await db
      .insert(t.organizationkeyperson)
      .values({ organization_id: companies[0].id, key_person_id: person });
    await db.insert(t.personRedirect).values({ old_id: 424242, person_id: person });
  });

  it("shows published companies that are not dummies, and the people linked to them", async () => {
    expect(await isPublicCompany("shown")).toBe(true);
    expect(await isPublicCompany("draft")).toBe(false);
    expect(await isPublicCompany("dummy")).toBe(false);
    expect(await isPublicCompany("nope")).toBe(false);
    expect(await isPublicPerson(person)).toBe(true);
    expect(await isPublicPerson(424242)).toBe(true);
    expect(await isPublicPerson(person + 1)).toBe(false);
  });

  it("reads them again after a write, not before", async () => {
    const { db } = database();
    expect(await isPublicCompany("shown")).toBe(true);
    await db
      .update(t.organization)
      .set({ published: false })
      .where(eq(t.organization.shortname, "shown"));
    expect(await isPublicCompany("shown")).toBe(true);
    refreshPublicPages({ companies: ["shown"] });
    expect(await isPublicCompany("shown")).toBe(false);
    expect(await isPublicPerson(person)).toBe(false);
  });
});
