import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminWrite } from "@/lib/admin/admin-write";
import { useDatabase, type Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { TEST_ADMIN } from "../fixtures/admin";
import { DRIVERS, useFreshDatabase } from "./databases";

async function versionOf(db: Db, id: number) {
  const [row] = await db
    .select({ version: t.organization.version, by: t.organization.changed_by })
    .from(t.organization)
    .where(eq(t.organization.id, id));
  return row;
}

// Every write to a row or to one of its lists bumps the row's version, so that an editor
// opened before it can tell; the admin of the write is named.
describe.each(DRIVERS)("Row versions ($name)", ({ driver }) => {
  const database = useFreshDatabase(driver);

  it("a company's version moves with its fields and each of its lists, naming the admin", async () => {
    const { db } = database();
    useDatabase(database());
    const [company] = await db
      .insert(t.organization)
      .values({ name: "Acme", shortname: "acme" })
      .returning({ id: t.organization.id });
    expect(await versionOf(db, company.id)).toEqual({ version: 1, by: null });

    await adminWrite(TEST_ADMIN, async (tx) => {
      const [tag] = await tx.insert(t.tag).values({ name: "rust" }).returning({ id: t.tag.id });
      await tx.insert(t.organizationTag).values({ organization_id: company.id, tag_id: tag.id });
      return { result: null };
    });
    expect(await versionOf(db, company.id)).toEqual({ version: 2, by: TEST_ADMIN.email });

    await db
      .insert(t.organizationwebsite)
      .values({ organization_id: company.id, url: "https://acme.dev" });
    expect((await versionOf(db, company.id)).version).toBe(3);

    const [person] = await db
      .insert(t.keyperson)
      .values({ name: "Ada" })
      .returning({ id: t.keyperson.id });
    await db
      .insert(t.organizationkeyperson)
      .values({ organization_id: company.id, key_person_id: person.id });
    expect((await versionOf(db, company.id)).version).toBe(4);
    const [ada] = await db.select({ version: t.keyperson.version }).from(t.keyperson);
    expect(ada.version).toBe(2);

    await db.execute(sql`delete from organization_tag`);
    await db
      .update(t.organization)
      .set({ city: "Berlin" })
      .where(eq(t.organization.id, company.id));
    expect((await versionOf(db, company.id)).version).toBe(6);
  });
});
