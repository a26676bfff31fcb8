import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkBatchFile } from "@/lib/admin/batch/check-batch-file";
import { importBatch } from "@/lib/admin/batch/import-batch";
import { createCompany } from "@/lib/companies/create-company";
import { useDatabase } from "@/lib/db/client";
import type { BatchKind } from "@/lib/domain/batch/batch-kinds";
import { companyJsonSchema } from "@/lib/validation/company-json";
import { TEST_ADMIN } from "../fixtures/admin";
import { tableCounts } from "./batch-rows";
import { freshDatabase } from "./databases";

// The malformed files of tests/fixtures/batch (written by generate.py there): each is answered
// with the message expected.json names, and an all-or-nothing import of it changes no table.
const FOLDER = path.resolve(import.meta.dirname, "../fixtures/batch");
const EXPECTED: Record<string, string> = JSON.parse(
  readFileSync(path.join(FOLDER, "expected.json"), "utf8"),
);

const COMPANY_COLUMNS =
  "company_name,year_founded,location,description,websites,key_people,linkedin_profiles,oss_projects,project_resources,total_funding";
// The corpus files of a megabyte or more, built here rather than kept in the repository.
const LARGE_FILES: Record<string, string> = {
  "json-huge-description.json": JSON.stringify([
    { name: "Acme", description: "x".repeat(2_000_000) },
  ]),
  "companies-empty-rows.csv": `${COMPANY_COLUMNS}\n${",,,,,,,,,\n".repeat(100_000)}`,
  "companies-huge-description.csv": `${COMPANY_COLUMNS}\nAcme,2020,,"${"y".repeat(2_000_000)}",,,,,,\n`,
};
const bytesOf = (file: string) =>
  file in LARGE_FILES
    ? new TextEncoder().encode(LARGE_FILES[file])
    : new Uint8Array(readFileSync(path.join(FOLDER, file)));

const kindOf = (file: string): BatchKind =>
  file.startsWith("update-")
    ? "company-updates"
    : file.startsWith("companies-")
      ? "companies-csv"
      : file.startsWith("headlines-")
        ? "headlines-csv"
        : "companies-json";

describe("the malformed batch corpus", () => {
  it("has at least 50 files", () =>
    expect(Object.keys(EXPECTED).length).toBeGreaterThanOrEqual(50));

  it("answers each file with a message naming what is wrong, and imports none of them", async () => {
    const database = await freshDatabase("pglite");
    useDatabase(database);
    const { db } = database;
    await createCompany(db, companyJsonSchema.parse({ name: "Seeded Co" }));
    const before = await tableCounts(db);
    const answers: Record<string, string> = {};
    for (const [file, expected] of Object.entries(EXPECTED)) {
      const bytes = bytesOf(file);
      const { report } = await checkBatchFile(db, kindOf(file), bytes);
      const said = report.ok
        ? [...report.notes, ...report.problems, ...report.skipped]
        : [report.message];
      answers[file] =
        said.find((line) => line.includes(expected)) ?? said.join(" | ").slice(0, 300);
      await importBatch(
        TEST_ADMIN,
        kindOf(file),
        bytes,
        { fileName: file, skipProblems: false },
        () => {},
      );
    }
    expect(answers).toEqual(
      Object.fromEntries(
        Object.entries(EXPECTED).map(([file, expected]) => [
          file,
          expect.stringContaining(expected),
        ]),
      ),
    );
    expect(await tableCounts(db)).toEqual(before);
    await database.close();
  });
});
