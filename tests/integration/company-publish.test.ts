import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { setCompanyPublished } from "@/lib/admin/companies/set-company-published";
import { useDatabase } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { TEST_ADMIN } from "../fixtures/admin";
import { DRIVERS, useFreshDatabase } from "./databases";

describe.each(DRIVERS)("publishing a company on $name", ({ driver }) => {
  const database = useFreshDatabase(driver);
  beforeEach(() => useDatabase(database()));

  async function addCompany(published: boolean) {
    const { db } = database();
    const [row] = await db
      .insert(t.organization)
      .values({ name: "Acme Data", shortname: "acme-data", published })
      .returning({ id: t.organization.id });
    return row.id;
  }

  const history = () =>
    database()
      .db.select({
        admin_email: t.changeHistory.admin_email,
        entity_type: t.changeHistory.entity_type,
        entity_id: t.changeHistory.entity_id,
        entity_label: t.changeHistory.entity_label,
        action: t.changeHistory.action,
        before: t.changeHistory.before,
        after: t.changeHistory.after,
      })
      .from(t.changeHistory)
      .orderBy(t.changeHistory.id);

  it("publishes and unpublishes, recording who changed the flag each time", async () => {
    const { db } = database();
    const id = await addCompany(false);
    expect(await setCompanyPublished(TEST_ADMIN, "acme-data", true)).toEqual({
      ok: true,
      message: "Company published.",
    });
    expect(await setCompanyPublished(TEST_ADMIN, "acme-data", false)).toEqual({
      ok: true,
      message: "Company unpublished.",
    });
    const [company] = await db
      .select({ published: t.organization.published })
      .from(t.organization)
      .where(eq(t.organization.id, id));
    expect(company.published).toBe(false);

    const snapshot = { name: "Acme Data", shortname: "acme-data" };
    const record = {
      admin_email: "admin@example.com",
      entity_type: "company",
      entity_id: id,
      entity_label: "Acme Data",
      action: "update",
    };
    // Whole states, as every company change keeps them, so that Restore can use them.
    expect(await history()).toMatchObject([
      {
        ...record,
        before: { ...snapshot, published: false, websites: [], tags: [] },
        after: { ...snapshot, published: true, websites: [], tags: [] },
      },
      {
        ...record,
        before: { ...snapshot, published: true },
        after: { ...snapshot, published: false },
      },
    ]);
  });

  it("records nothing when the flag already had that value", async () => {
    await addCompany(true);
    expect(await setCompanyPublished(TEST_ADMIN, "acme-data", true)).toMatchObject({ ok: true });
    expect(await history()).toEqual([]);
  });

  it("an unknown company changes and records nothing", async () => {
    expect(await setCompanyPublished(TEST_ADMIN, "nope", true)).toEqual({
      ok: false,
      message: "Company not found.",
    });
    expect(await history()).toEqual([]);
  });
});
