import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { checkBatchFile } from "@/lib/admin/batch/check-batch-file";
import { useDatabase } from "@/lib/db/client";
import { selectRows } from "@/lib/db/rows";
import * as t from "@/lib/db/schema";
import { BATCH_TEMPLATES } from "@/lib/domain/batch/templates";
import { DRIVERS, useFreshDatabase } from "./databases";
import { runImport, tableCounts } from "./batch-rows";

const template = (kind: keyof typeof BATCH_TEMPLATES) => BATCH_TEMPLATES[kind].text;

describe.each(DRIVERS)("batch imports on $name", ({ driver }) => {
  const database = useFreshDatabase(driver);
  beforeEach(() => useDatabase(database()));

  it("imports the JSON template with one history entry for the batch and one per company", async () => {
    const { db } = database();
    const { logs, done } = await runImport("companies-json", template("companies-json"));
    expect(logs).toEqual(["✅ Created Example Vectors", "✅ Created Example Streams"]);
    expect(done).toEqual({
      type: "done",
      ok: true,
      summary: ["Batch processing complete! ✅ 2 successful, ❌ 0 failed"],
    });
    const history = await db.select().from(t.changeHistory).orderBy(t.changeHistory.id);
    const [batch] = await db.select().from(t.batchImport);
    expect(batch).toMatchObject({ kind: "companies-json", total: 2, created: 2, failed: 0 });
    expect(history.map((h) => [h.entity_type, h.action, h.batch_id])).toEqual([
      ["batch", "import", null],
      ["company", "import", batch.id],
      ["company", "import", batch.id],
    ]);
    expect(history[0].entity_id).toBe(batch.id);
  });

  it("refuses a file with one bad item as a whole, changing nothing, and reports every problem", async () => {
    const { db } = database();
    const before = await tableCounts(db);
    const file = JSON.stringify([
      { name: "Good Co" },
      { name: "Bad Co", year_founded: 99, websites: ["ftp://x"] },
    ]);
    const { done } = await runImport("companies-json", file);
    expect(done?.ok).toBe(false);
    expect(done?.summary[1]).toBe(
      "The file has 2 problems: nothing was imported. Fix them, or choose 'Skip the items with problems'.",
    );
    expect(await tableCounts(db)).toEqual(before);
  });

  it("with 'Skip the items with problems' imports the rest and logs each failure", async () => {
    const { db } = database();
    const file = JSON.stringify([
      { name: "Good Co" },
      { name: "Bad Co", year_founded: 99 },
      { name: "Good Co" },
    ]);
    const { logs, done } = await runImport("companies-json", file, true);
    expect(logs).toEqual([
      "✅ Created Good Co",
      "❌ Error processing Bad Co: Item 2, year founded: must be a 4-digit year",
      "❌ Error processing Good Co: Item 3, name: creates the same company (good-co) as item 1",
    ]);
    expect(done?.summary).toEqual(["Batch processing complete! ✅ 1 successful, ❌ 2 failed"]);
    expect(await db.select({ name: t.organization.name }).from(t.organization)).toEqual([
      { name: "Good Co" },
    ]);
  });

  // A write the check cannot foresee fails: the database refuses one company.
  const refuseSecondCo = async (db: ReturnType<typeof database>["db"]) => {
    await db.execute(
      sql.raw(`create function refuse_second_co() returns trigger language plpgsql as $$
        begin
          if new.name = 'Second Co' then raise exception 'the database refused Second Co'; end if;
          return new;
        end $$`),
    );
    await db.execute(
      sql.raw(`create trigger refuse_second_co before insert on organization
        for each row execute function refuse_second_co()`),
    );
  };

  it("rolls everything back when a write fails in all-or-nothing mode", async () => {
    const { db } = database();
    await refuseSecondCo(db);
    const before = await tableCounts(db);
    const file = JSON.stringify([{ name: "First Co" }, { name: "Second Co" }]);
    const { logs, done } = await runImport("companies-json", file);
    expect(logs).toContain("❌ Error processing Second Co: the database refused Second Co");
    expect(done?.ok).toBe(false);
    expect(await tableCounts(db)).toEqual(before);
  });

  it("reports an unknown tag category in the check, not in the import, and imports nothing", async () => {
    const { db } = database();
    const before = await tableCounts(db);
    const file = JSON.stringify([
      { name: "First Co" },
      { name: "Second Co", tags: [{ category: "nope", name: "X" }] },
    ]);
    const { report } = await checkBatchFile(db, "companies-json", new TextEncoder().encode(file));
    expect(report.ok && report.problems).toEqual([
      'Item 2, Tag 1, category: no tag category named "nope"',
    ]);
    const updates = JSON.stringify([
      { shortname: "no-matter", add_tags: [{ category: "technology", name: "Go" }] },
      { shortname: "other", add_tags: [{ category: "Nope", name: "Go" }] },
    ]);
    const checked = await checkBatchFile(db, "company-updates", new TextEncoder().encode(updates));
    expect(checked.report.ok && checked.report.problems).toContain(
      'Item 2, add tags 1, category: no tag category named "Nope"',
    );
    const { done } = await runImport("companies-json", file);
    expect(done?.summary[1]).toMatch(/^The file has 1 problems: nothing was imported/);
    expect(await tableCounts(db)).toEqual(before);
  });

  it("with 'Skip the items with problems' leaves out an item whose write fails, keeping the rest", async () => {
    const { db } = database();
    await refuseSecondCo(db);
    const file = JSON.stringify([
      { name: "First Co" },
      { name: "Second Co" },
      { name: "Third Co", tags: [{ category: "technology", name: "Rust" }] },
    ]);
    const { logs, done } = await runImport("companies-json", file, true);
    expect(logs).toEqual([
      "✅ Created First Co",
      "❌ Error processing Second Co: the database refused Second Co",
      "✅ Created Third Co",
    ]);
    expect(done?.summary).toEqual(["Batch processing complete! ✅ 2 successful, ❌ 1 failed"]);
    const names = await db
      .select({ name: t.organization.name })
      .from(t.organization)
      .orderBy(t.organization.id);
    expect(names).toEqual([{ name: "First Co" }, { name: "Third Co" }]);
  });

  it("updates companies by shortname and reports the ones it cannot find", async () => {
    const { db } = database();
    await runImport("companies-json", template("companies-json"));
    const updates = JSON.parse(template("company-updates"));
    const file = JSON.stringify([...updates, { shortname: "no-such-company", city: "Paris" }]);
    const checked = await runImport("company-updates", file);
    expect(checked.done?.summary[1]).toMatch(/^The file has 1 problems/);
    const { logs, done } = await runImport("company-updates", file, true);
    expect(logs).toEqual(["✅ Updated example-vectors", "❌ Company not found: no-such-company"]);
    expect(done?.summary).toEqual(["Batch update complete! ✅ 1 successful, ❌ 1 failed"]);
    const [vectors] = await db
      .select()
      .from(t.organization)
      .where(eq(t.organization.shortname, "example-vectors"));
    expect(vectors).toMatchObject({ city: "Munich, Germany", total_funding: "20M" });
  });

  it("imports the CSV templates: companies, then their headlines linked by exact name", async () => {
    const { db } = database();
    const companies = await runImport("companies-csv", template("companies-csv"));
    expect(companies.done?.summary).toEqual(["Successfully imported 1 organizations"]);
    const people = await selectRows<{ name: string; is_founder: boolean }>(
      db,
      sql`select k.name, o.is_founder from keyperson k join organizationkeyperson o on o.key_person_id = k.id order by k.name`,
    );
    expect(people).toEqual([
      { name: "Ada Example", is_founder: true },
      { name: "Linus Example", is_founder: false },
    ]);
    const headlines = await runImport("headlines-csv", template("headlines-csv"));
    expect(headlines.done?.summary).toEqual(["Successfully imported 2 headlines."]);
    const links = await db.select().from(t.headlineorganization);
    expect(links).toHaveLength(2);
  });
});
