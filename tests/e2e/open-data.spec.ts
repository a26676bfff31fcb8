import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { promisify } from "node:util";
import { expect, test, type Page } from "@playwright/test";
import { devSignIn, expectNoSeriousViolations } from "./helpers";
import { startOwnServer } from "./own-server";
import { OPEN_DATA_IMPORT_PORT } from "./servers";

const run = promisify(execFile);

// The downloads of /data as a visitor gets them, imported through the admin's batch screens
// into a site of its own over an empty database.
const IMPORT_URL = `http://127.0.0.1:${OPEN_DATA_IMPORT_PORT}`;
const IMPORT_DATA_DIR = ".data/e2e-open-data";

/** Clicks a download link of /data: the saved file's name and text. */
async function download(page: Page, name: RegExp) {
  const saved = page.waitForEvent("download");
  await page.getByRole("link", { name }).click();
  const file = await saved;
  return { name: file.suggestedFilename(), text: readFileSync((await file.path())!, "utf8") };
}

/** An empty installation: migrated, no content, the development sign-in; stopped by `stop`. */
async function startEmptySite() {
  await run(
    "npx",
    [
      "tsx",
      "--import",
      "./scripts/outside-next/register.mjs",
      "tests/e2e/state-database.ts",
      IMPORT_DATA_DIR,
      "empty",
    ],
    { timeout: 120_000 },
  );
  return startOwnServer({ port: OPEN_DATA_IMPORT_PORT, dataDir: IMPORT_DATA_DIR });
}

/** Imports `text` through the batch screen at `path` of the empty site. */
async function importFile(page: Page, path: string, name: string, text: string) {
  await page.goto(`${IMPORT_URL}${path}`);
  const input = page.locator("#batch-file");
  await expect(input).toBeEnabled();
  const mimeType = name.endsWith(".csv") ? "text/csv" : "application/json";
  await input.setInputFiles({ name, mimeType, buffer: Buffer.from(text) });
  await expect(page.getByRole("heading", { name: "Ready to import" })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole("button", { name: "Import", exact: true }).click();
}

test.describe("open data", () => {
  test.describe.configure({ timeout: 240_000 });

  test("/data shows the date and counts, its downloads import into an empty site through the batch screens", async ({
    page,
  }) => {
    await page.goto("/data");
    await expect(page.getByRole("heading", { level: 1, name: "Open data" })).toBeVisible();
    await expect(page.getByText(/^Data as of \w+ \d+, \d{4}$/)).toBeVisible();
    await expectNoSeriousViolations(page);
    const counts = page.getByText(/^[\d,]+ companies$/);
    await expect(counts).toHaveCount(2);
    const companies = Number((await counts.first().textContent())!.replace(/\D/g, ""));
    const headlineText = await page.getByText(/^[\d,]+ headlines \([\d,]+ rows\)$/).textContent();
    const [headlines, rows] = headlineText!
      .match(/[\d,]+/g)!
      .map((n) => Number(n.replace(",", "")));

    const json = await download(page, /^Download coss-companies-\d{4}-\d\d-\d\d\.json$/);
    expect(json.name).toMatch(/^coss-companies-\d{4}-\d\d-\d\d\.json$/);
    const list = JSON.parse(json.text) as { name: string }[];
    expect(list).toHaveLength(companies);
    const csv = await download(page, /^Download coss-companies-\d{4}-\d\d-\d\d\.csv$/);
    expect(csv.text.trimEnd().split("\r\n")).toHaveLength(companies + 1);
    const headlinesCsv = await download(page, /^Download coss-headlines-/);
    expect(headlinesCsv.name).toMatch(/^coss-headlines-\d{4}-\d\d-\d\d\.csv$/);
    expect(headlinesCsv.text.trimEnd().split("\r\n")).toHaveLength(rows + 1);

    const site = await startEmptySite();
    try {
      await devSignIn(page, "admin@example.com", `${IMPORT_URL}/login?callbackUrl=%2Fadmin`);
      await expect(page).toHaveURL(`${IMPORT_URL}/admin`);
      await importFile(page, "/admin/organizations/batch-json", json.name, json.text);
      await expect(
        page.getByText(`Batch processing complete! ✅ ${companies} successful, ❌ 0 failed`),
      ).toBeVisible({ timeout: 60_000 });
      await importFile(page, "/admin/headlines/import", headlinesCsv.name, headlinesCsv.text);
      await expect(page.getByText(`Successfully imported ${headlines} headlines.`)).toBeVisible({
        timeout: 60_000,
      });
      await expect(page.getByText(/Failed to import/)).toHaveCount(0);

      // The imported site offers the same files (as of its own date).
      await page.goto(`${IMPORT_URL}/data`);
      await expect(page.getByText(`${companies.toLocaleString("en-US")} companies`)).toHaveCount(2);
      const again = await download(page, /^Download coss-companies-\d{4}-\d\d-\d\d\.json$/);
      expect(again.text).toBe(json.text);
      const headlinesAgain = await download(page, /^Download coss-headlines-/);
      expect(headlinesAgain.text).toBe(headlinesCsv.text);
    } finally {
      await site.stop();
    }
  });
});
