import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { deleteCompany } from "@/lib/admin/companies/delete-company";
import { createCompanyFromEditor, updateCompanyFromEditor } from "./editor-saves";
import { restoreChange } from "@/lib/admin/history/restore-change";
import { loadCompany } from "@/lib/companies/load-company";
import { useDatabase, type Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { TEST_ADMIN } from "../fixtures/admin";
import { companyFixture } from "../fixtures/company";
import { companyHistory, companyRows, openEditor, withoutIds } from "./company-rows";
import { DRIVERS, useFreshDatabase } from "./databases";
import { openedRow } from "./opened-row";

// Another company of the same name: other lists, so that any write to it would show.
const namesakeFixture = () =>
  companyFixture({
    city: "Lisbon, Portugal",
    websites: ["https://other.example"],
    key_people: [{ name: "Cy Other", role: "CEO" }],
    projects: [],
    socials: [],
    tags: [{ category: "technology", name: "Search" }],
    valuation: { amount: "$40M", date: "2024-03-01" },
  });

async function create(input: ReturnType<typeof companyFixture>) {
  const created = await createCompanyFromEditor(TEST_ADMIN, input);
  if (!created.ok) throw new Error(created.message);
  return created.id;
}

/** A company's row and every list, as stored: what a restore of another company must not move. */
async function companyState(db: Db, id: number) {
  const [row] = await db.select().from(t.organization).where(eq(t.organization.id, id));
  return { row, record: (await loadCompany(db, id))?.record, lists: await companyRows(db, id) };
}

describe.each(DRIVERS)("restoring a company by its id on $name", ({ driver }) => {
  const database = useFreshDatabase(driver);
  beforeEach(() => useDatabase(database()));

  it("brings a deleted company back with its id beside a namesake, which stays as it was", async () => {
    const { db } = database();
    const oldId = await create(companyFixture());
    const original = (await loadCompany(db, oldId))!.record;
    await deleteCompany(TEST_ADMIN, await openedRow(db, "company", oldId), "Example Data");
    const deletion = (await companyHistory(db)).at(-1)!;
    const namesakeId = await create(namesakeFixture());
    const namesake = await companyState(db, namesakeId);
    expect(namesake.row.shortname).toBe("example-data");

    expect(await restoreChange(TEST_ADMIN, deletion.id)).toEqual({
      ok: true,
      message:
        "Restored Example Data as example-data-2: another company has the shortname example-data now.",
      href: "/admin/organizations/example-data-2/edit",
    });
    expect(await companyState(db, namesakeId)).toEqual(namesake);
    const back = (await loadCompany(db, oldId))!.record;
    expect(withoutIds(back)).toEqual(withoutIds({ ...original, shortname: "example-data-2" }));
    expect(await db.$count(t.organization)).toBe(2);
    expect((await companyHistory(db)).at(-1)).toMatchObject({
      entity_id: oldId,
      action: "restore",
      before: null,
      after: JSON.parse(JSON.stringify(back)),
    });
  });

  it("restoring an update of one company changes that company only", async () => {
    const { db } = database();
    const id = await create(companyFixture());
    const before = (await loadCompany(db, id))!.record;
    const otherId = await create(namesakeFixture());
    const other = await companyState(db, otherId);
    const { version, form } = await openEditor("example-data");
    form.city = "Paris, France";
    form.tags = [{ category: "technology", name: "Search" }];
    expect((await updateCompanyFromEditor(TEST_ADMIN, id, version, form)).ok).toBe(true);
    const update = (await companyHistory(db)).at(-1)!;

    expect(await restoreChange(TEST_ADMIN, update.id)).toMatchObject({
      ok: true,
      message: "Restored Example Data.",
    });
    expect(withoutIds((await loadCompany(db, id))!.record)).toEqual(withoutIds(before));
    expect(await companyState(db, otherId)).toEqual(other);
  });

  it("refuses a change that recorded only part of a company, and changes nothing", async () => {
    const { db } = database();
    const id = await create(companyFixture());
    const [partial] = await db
      .insert(t.changeHistory)
      .values({
        admin_email: "admin@example.com",
        entity_type: "company",
        entity_id: id,
        entity_label: "Example Data",
        action: "update",
        before: { shortname: "example-data", tag: "Database" },
        after: { shortname: "example-data", tag: null },
      })
      .returning({ id: t.changeHistory.id });
    const state = await companyState(db, id);
    expect(await restoreChange(TEST_ADMIN, partial.id)).toEqual({
      ok: false,
      message: "That change did not record the whole company, so it cannot be restored.",
    });
    expect(await companyState(db, id)).toEqual(state);
    expect(await companyHistory(db)).toHaveLength(2);
  });
});
