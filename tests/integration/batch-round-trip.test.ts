import { describe, expect, it } from "vitest";
import { listCompaniesForExport, listHeadlineRowsForExport } from "@/lib/admin/batch/export-data";
import { useDatabase } from "@/lib/db/client";
import { companiesCsv } from "@/lib/domain/batch/companies-csv";
import { headlinesCsv } from "@/lib/domain/batch/headlines-csv";
import { seedDemoData } from "@/lib/seed/demo-data";
import { TEST_ADMIN } from "../fixtures/admin";
import { runImport } from "./batch-rows";
import { freshDatabase } from "./databases";

async function exportAll() {
  const companies = await listCompaniesForExport(TEST_ADMIN);
  const headlines = await listHeadlineRowsForExport(TEST_ADMIN);
  return {
    json: JSON.stringify(companies, null, 2),
    companiesCsv: companiesCsv(companies),
    headlinesCsv: headlinesCsv(headlines),
  };
}

// The CSV import takes funding, media_mention and announcement only (admin-area §5): the demo
// data's 16 'OSS News & Views' headlines (17 rows: one names two companies) are refused by
// it, by line and field, and leave the round trip. The JSON keeps everything of a company,
// so the companies CSV exported after it is the same too.
const withoutNewsAndViews = (csv: string) =>
  csv
    .split("\r\n")
    .filter((line) => !line.includes(",news_and_views,"))
    .join("\r\n");

describe("exports round-trip", () => {
  it("exporting the demo data, importing it into an empty database and exporting again gives the same files", async () => {
    const demo = await freshDatabase("pglite");
    useDatabase(demo);
    await seedDemoData(demo.db);
    const first = await exportAll();
    await demo.close();

    const empty = await freshDatabase("pglite");
    useDatabase(empty);
    const companies = await runImport("companies-json", first.json);
    expect(companies.done).toEqual({
      type: "done",
      ok: true,
      summary: ["Batch processing complete! ✅ 48 successful, ❌ 0 failed"],
    });
    const headlines = await runImport("headlines-csv", first.headlinesCsv, true);
    expect(headlines.logs.filter((line) => line.startsWith("❌"))).toHaveLength(17);
    expect(headlines.logs.find((line) => line.startsWith("❌"))).toMatch(
      /headline_type: must be one of funding, media_mention, announcement$/,
    );
    const second = await exportAll();
    await empty.close();

    expect(second.json).toBe(first.json);
    expect(second.companiesCsv).toBe(first.companiesCsv);
    expect(second.headlinesCsv).toBe(withoutNewsAndViews(first.headlinesCsv));
  }, 120_000);
});
