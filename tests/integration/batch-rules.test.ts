import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { checkBatchFile } from "@/lib/admin/batch/check-batch-file";
import { createCompany } from "@/lib/companies/create-company";
import { useDatabase } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import type { BatchKind } from "@/lib/domain/batch/batch-kinds";
import { companyJsonSchema } from "@/lib/validation/company-json";
import { runImport, tableCounts } from "./batch-rows";
import { DRIVERS, useFreshDatabase } from "./databases";

// The batch files follow the editor's and the terminal's rules: shortnames get -2, hosts many
// companies share never make a duplicate, a probable duplicate is the curator's choice.

const check = async (db: Parameters<typeof checkBatchFile>[0], kind: BatchKind, text: string) => {
  const { report } = await checkBatchFile(db, kind, new TextEncoder().encode(text));
  if (!report.ok) throw new Error(report.message);
  return report;
};

const shortnames = async (db: Parameters<typeof checkBatchFile>[0]) =>
  (await db.select({ s: t.organization.shortname }).from(t.organization)).map((r) => r.s).sort();

describe.each(DRIVERS)("batch rules on $name", ({ driver }) => {
  const database = useFreshDatabase(driver);
  beforeEach(() => useDatabase(database()));
  const seed = (name: string, websites: string[] = []) =>
    createCompany(database().db, companyJsonSchema.parse({ name, websites }));

  it("imports companies listing github.com, LinkedIn and a host already on 3 companies", async () => {
    const { db } = database();
    await seed("Seeded", ["https://github.com/seeded", "https://www.linkedin.com/company/seeded"]);
    for (const name of ["One", "Two", "Three"]) {
      await seed(name, [`https://pages.example.net/${name.toLowerCase()}`]);
    }
    const file = JSON.stringify(
      ["Forge", "Anvil"].map((name) => ({
        name,
        websites: [
          `https://github.com/${name.toLowerCase()}`,
          `https://www.linkedin.com/company/${name.toLowerCase()}`,
          `https://pages.example.net/${name.toLowerCase()}`,
        ],
      })),
    );
    const report = await check(db, "companies-json", file);
    expect(report.problems).toEqual([]);
    expect(report.warnings).toEqual([]);
    const { done } = await runImport("companies-json", file);
    expect(done?.summary).toEqual(["Batch processing complete! ✅ 2 successful, ❌ 0 failed"]);
  });

  it("warns of a probable duplicate by name or primary host; skipped unless imported anyway", async () => {
    const { db } = database();
    await seed("Acme, Inc.", ["https://acme.example.com/"]);
    const file = JSON.stringify([
      { name: "ACME inc" },
      { name: "Rocket Labs", websites: ["https://www.acme.example.com/rockets"] },
      { name: "Fresh Co" },
    ]);
    const report = await check(db, "companies-json", file);
    expect(report.problems).toEqual([]);
    expect(report.warnings.map((w) => w.line)).toEqual([
      "Item 1: probably the same company as Acme, Inc. (acme-inc): same name; imported anyway, it is acme-inc-2",
      "Item 2: probably the same company as Acme, Inc. (acme-inc): same website (acme.example.com); imported anyway, it is rocket-labs",
    ]);

    const skipped = await runImport("companies-json", file);
    expect(skipped.logs).toEqual([
      "⏭️ Skipped ACME inc: probably the same company as Acme, Inc. (acme-inc): same name; imported anyway, it is acme-inc-2",
      "⏭️ Skipped Rocket Labs: probably the same company as Acme, Inc. (acme-inc): same website (acme.example.com); imported anyway, it is rocket-labs",
      "✅ Created Fresh Co",
    ]);
    expect(skipped.done).toMatchObject({
      ok: true,
      summary: [
        "Batch processing complete! ✅ 1 successful, ❌ 0 failed",
        "Skipped 2 probable duplicates.",
      ],
    });
    expect(await shortnames(db)).toEqual(["acme-inc", "fresh-co"]);

    const again = JSON.stringify([
      { name: "ACME inc" },
      { name: "Rocket Labs", websites: ["https://acme.example.com/rockets"] },
    ]);
    const chosen = await runImport("companies-json", again, false, [1]);
    expect(chosen.logs).toEqual([
      "✅ Created ACME inc",
      "⏭️ Skipped Rocket Labs: probably the same company as Acme, Inc. (acme-inc): same website (acme.example.com); imported anyway, it is rocket-labs",
    ]);
    expect(await shortnames(db)).toEqual(["acme-inc", "acme-inc-2", "fresh-co"]);
  });

  it("answers a file of probable duplicates only, all skipped, with a clear message and no write", async () => {
    const { db } = database();
    await seed("Acme");
    const before = await tableCounts(db);
    const { done } = await runImport("companies-json", JSON.stringify([{ name: "acme" }]));
    expect(done?.ok).toBe(false);
    expect(done?.summary[1]).toBe(
      "Nothing to import: no item of the file can be imported (a probable duplicate is skipped unless imported anyway).",
    );
    expect(await tableCounts(db)).toEqual(before);
    const all = await runImport("companies-json", JSON.stringify([{ name: "acme" }]), false, "all");
    expect(all.logs).toEqual(["✅ Created acme"]);
    expect(await shortnames(db)).toEqual(["acme", "acme-2"]);
  });

  it("stamps the linked companies' date_updated on a headline CSV import, as the form does", async () => {
    const { db } = database();
    const { id } = await seed("Stamped Co");
    await db
      .update(t.organization)
      .set({ date_updated: sql`'2020-01-01T00:00:00Z'::timestamptz` })
      .where(eq(t.organization.id, id));
    const csv = [
      "company_name,headline_type,headline_date,url,description,total_amount",
      "Stamped Co,announcement,2025-05-02,https://news.example.org/stamped,Stamped Co ships,",
    ].join("\n");
    const { done } = await runImport("headlines-csv", csv);
    expect(done?.summary).toEqual(["Successfully imported 1 headlines."]);
    const [row] = await db
      .select({ updated: t.organization.date_updated })
      .from(t.organization)
      .where(eq(t.organization.id, id));
    expect(row.updated.getFullYear()).toBeGreaterThan(2020);
  });
});
