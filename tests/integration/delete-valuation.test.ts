import { beforeEach, describe, expect, it } from "vitest";
import { deleteValuation } from "@/lib/admin/companies/delete-valuation";
import { createCompanyFromEditor, updateCompanyFromEditor } from "./editor-saves";
import { loadCompany } from "@/lib/companies/load-company";
import { useDatabase } from "@/lib/db/client";
import { getCompanyByShortname } from "@/lib/queries/company-detail";
import { TEST_ADMIN } from "../fixtures/admin";
import { companyFixture } from "../fixtures/company";
import { companyHistory, companyRows, openEditor } from "./company-rows";
import { DRIVERS, useFreshDatabase } from "./databases";

const NOT_ITS_OWN = "That valuation is not one of this company's: nothing was deleted.";

/** Creates a company from the fixture (valued $2.5B on 2025-06-01), then values it `later`. */
async function valuedCompany(name: string, later: { amount: string; date: string }) {
  const created = await createCompanyFromEditor(TEST_ADMIN, companyFixture({ name }));
  if (!created.ok) throw new Error(created.message);
  const { version, form } = await openEditor(created.shortname);
  const saved = await updateCompanyFromEditor(TEST_ADMIN, created.id, version, {
    ...form,
    valuation: later,
  });
  expect(saved.ok).toBe(true);
  return created;
}

describe.each(DRIVERS)("deleting a valuation on $name", ({ driver }) => {
  const database = useFreshDatabase(driver);
  beforeEach(() => useDatabase(database()));

  it("removes only that row, records it as an update of the company, and the page follows", async () => {
    const { db } = database();
    const { id, shortname } = await valuedCompany("Example Data", {
      amount: "3B",
      date: "2025-09-01",
    });
    const [earlier, latest] = (await companyRows(db, id)).valuations;
    const before = (await loadCompany(db, id))!.record;

    expect(await deleteValuation(TEST_ADMIN, id, latest.id)).toEqual({
      ok: true,
      message: "Deleted the valuation of $3.0B as of September 1, 2025.",
    });
    expect((await companyRows(db, id)).valuations).toEqual([earlier]);
    expect((await getCompanyByShortname(shortname))?.valuation).toMatchObject({
      amount: 2500,
      date: "2025-06-01",
    });
    const entry = (await companyHistory(db)).at(-1)!;
    expect(entry).toMatchObject({
      action: "update",
      entity_id: id,
      admin_email: TEST_ADMIN.email,
      before: { valuations: before.valuations },
      after: { valuations: [{ id: earlier.id, amount: 2500, date: "2025-06-01" }] },
    });
  });

  it("refuses a row that does not exist, or is another company's, and changes nothing", async () => {
    const { db } = database();
    const first = await valuedCompany("Example Data", { amount: "3B", date: "2025-09-01" });
    const other = await valuedCompany("Other Data", { amount: "1B", date: "2025-08-01" });
    const [otherRow] = (await companyRows(db, other.id)).valuations;
    const rows = [
      (await companyRows(db, first.id)).valuations,
      (await companyRows(db, other.id)).valuations,
    ];
    const history = await companyHistory(db);

    for (const valuationId of [999_999, otherRow.id]) {
      expect(await deleteValuation(TEST_ADMIN, first.id, valuationId)).toEqual({
        ok: false,
        message: NOT_ITS_OWN,
      });
    }
    expect(await deleteValuation(TEST_ADMIN, 999_999, otherRow.id)).toEqual({
      ok: false,
      message: "This company no longer exists.",
    });
    expect((await companyRows(db, first.id)).valuations).toEqual(rows[0]);
    expect((await companyRows(db, other.id)).valuations).toEqual(rows[1]);
    expect(await companyHistory(db)).toEqual(history);
  });
});
