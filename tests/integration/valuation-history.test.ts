import { beforeEach, describe, expect, it } from "vitest";
import { updateCompanyFromJson } from "@/lib/admin/companies/company-from-json";
import { createCompanyFromEditor, updateCompanyFromEditor } from "./editor-saves";
import { useDatabase, type Db } from "@/lib/db/client";
import { getCompanyByShortname } from "@/lib/queries/company-detail";
import { TEST_ADMIN } from "../fixtures/admin";
import { companyFixture } from "../fixtures/company";
import { companyHistory, companyRows, openEditor } from "./company-rows";
import { DRIVERS, useFreshDatabase } from "./databases";

// Valuations are history: a save adds a row when the valuation changed, and deletes none.

const SOURCE = "https://news.example.com/val";

/** The fixture company (valued $2.5B on 2025-06-01), then a later valuation of $3B. */
async function companyWithTwoValuations() {
  const created = await createCompanyFromEditor(TEST_ADMIN, companyFixture());
  if (!created.ok) throw new Error(created.message);
  await saveValuation(created.id, { amount: "3B", date: "2025-09-01", source_url: SOURCE });
  return created.id;
}

/** Saves the editor's form as opened, with `valuation` in place of its own (undefined: empty). */
async function saveValuation(id: number, valuation: Record<string, unknown> | undefined) {
  const { version, form } = await openEditor("example-data");
  const saved = await updateCompanyFromEditor(TEST_ADMIN, id, version, { ...form, valuation });
  expect(saved).toMatchObject({ ok: true });
}

async function valuationRows(db: Db, id: number) {
  return (await companyRows(db, id)).valuations.map((row) => [row.amount, row.date]);
}

const publicValuation = async () => (await getCompanyByShortname("example-data"))?.valuation;

describe.each(DRIVERS)("valuation history on $name", ({ driver }) => {
  const database = useFreshDatabase(driver);
  beforeEach(() => useDatabase(database()));

  it("clearing the amount in the editor keeps every valuation", async () => {
    const { db } = database();
    const id = await companyWithTwoValuations();
    await saveValuation(id, { amount: "", date: "2025-09-01" });
    await saveValuation(id, undefined);
    expect(await valuationRows(db, id)).toEqual([
      [2500, "2025-06-01"],
      [3000, "2025-09-01"],
    ]);
    expect(await publicValuation()).toMatchObject({ amount: 3000, date: "2025-09-01" });
  });

  it("an earlier date adds an earlier row and the newest stays the current valuation", async () => {
    const { db } = database();
    const id = await companyWithTwoValuations();
    const history = await companyHistory(db);
    await saveValuation(id, { amount: "3B", date: "2025-07-15", source_url: SOURCE });
    expect(await valuationRows(db, id)).toEqual([
      [2500, "2025-06-01"],
      [3000, "2025-09-01"],
      [3000, "2025-07-15"],
    ]);
    expect(await publicValuation()).toMatchObject({ amount: 3000, date: "2025-09-01" });
    // The added row is recorded, although the current valuation did not move.
    const entry = (await companyHistory(db)).at(-1)!;
    expect(entry.id).toBeGreaterThan(history.at(-1)!.id);
    expect(entry.after).toMatchObject({
      valuations: [{ date: "2025-09-01" }, { date: "2025-07-15" }, { date: "2025-06-01" }],
    });
  });

  it("a changed amount adds a row the editor lists; an unchanged form adds none and records nothing", async () => {
    const { db } = database();
    const id = await companyWithTwoValuations();
    await saveValuation(id, { amount: "4.5B", date: "2025-09-01", source_url: SOURCE });
    expect(await valuationRows(db, id)).toEqual([
      [2500, "2025-06-01"],
      [3000, "2025-09-01"],
      [4500, "2025-09-01"],
    ]);
    expect(await publicValuation()).toMatchObject({ amount: 4500, date: "2025-09-01" });
    // The editor lists every recorded valuation, newest first.
    const listed = (await openEditor("example-data")).record.valuations;
    expect(listed.map((row) => [row.amount, row.date])).toEqual([
      [4500, "2025-09-01"],
      [3000, "2025-09-01"],
      [2500, "2025-06-01"],
    ]);

    const history = await companyHistory(db);
    const { version, form } = await openEditor("example-data");
    expect((await updateCompanyFromEditor(TEST_ADMIN, id, version, form)).ok).toBe(true);
    expect(await valuationRows(db, id)).toHaveLength(3);
    expect(await companyHistory(db)).toEqual(history);
  });

  it("a terminal update with a null or no valuation keeps every valuation; one given adds a row", async () => {
    const { db } = database();
    const id = await companyWithTwoValuations();
    const rows = await valuationRows(db, id);
    for (const update of [{ valuation: null, city: "Paris, France" }, { city: "Lyon, France" }]) {
      expect(await updateCompanyFromJson(TEST_ADMIN, "example-data", update)).toMatchObject({
        ok: true,
      });
      expect(await valuationRows(db, id)).toEqual(rows);
    }
    const earlier = { amount: "1B", date: "2024-01-01" };
    expect(
      await updateCompanyFromJson(TEST_ADMIN, "example-data", { add_valuation: earlier }),
    ).toMatchObject({ ok: true });
    expect(await valuationRows(db, id)).toEqual([...rows, [1000, "2024-01-01"]]);
    expect(await publicValuation()).toMatchObject({ amount: 3000, date: "2025-09-01" });
  });
});
