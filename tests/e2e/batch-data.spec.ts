import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { devSignIn } from "./helpers";
import { ADMIN_APP_URL } from "./servers";

// The batch screens as a curator uses them: template, check, import, the result on the site.
// Writes go to the admin server's own data; names carry a per-run suffix.
test.use({ baseURL: ADMIN_APP_URL });

const RUN = Date.now().toString(36);

async function open(page: Page, path: string) {
  await devSignIn(page, "admin@example.com", `/login?callbackUrl=${encodeURIComponent(path)}`);
  await expect(page).toHaveURL(path);
}

async function choose(page: Page, name: string, text: string) {
  const mimeType = name.endsWith(".csv") ? "text/csv" : "application/json";
  const input = page.locator("#batch-file");
  // Enabled once React has hydrated the page: a file set earlier would be read by nobody.
  await expect(input).toBeEnabled();
  await input.setInputFiles({ name, mimeType, buffer: Buffer.from(text) });
}

/** The red box of a file refused as a whole. */
const fileError = (page: Page) => page.getByTestId("batch-file-error");
const log = (page: Page) => page.getByTestId("processing-log");
const importButton = (page: Page) => page.getByRole("button", { name: "Import", exact: true });

test("JSON upload: template, preview of 3, check, import with progress, then public page and history", async ({
  page,
}) => {
  await open(page, "/admin/organizations/batch-json");
  await expect(page.getByRole("heading", { name: "JSON structure" })).toBeVisible();
  await expect(
    page.getByRole("cell", { name: "key_people[].social_accounts[].account_type" }),
  ).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download Template" }).click();
  expect((await download).suggestedFilename()).toBe("companies-template.json");
  const template = JSON.parse(readFileSync((await (await download).path())!, "utf8"));
  expect(template).toHaveLength(2);

  const companies = [
    ...template.map((c: { name: string; websites: string[] }, i: number) => ({
      ...c,
      name: `${c.name} ${RUN}`,
      websites: [`https://t${i}-${RUN}.example.org`],
    })),
    { name: `Bare ${RUN}` },
    { name: `Fourth ${RUN}`, published: true },
  ];
  await choose(page, "companies.json", JSON.stringify(companies));
  const preview = page.getByRole("region", { name: /Preview/ });
  await expect(
    preview.getByRole("listitem").filter({ has: page.getByRole("heading") }),
  ).toHaveCount(3);
  await expect(preview).toContainText(`Example Vectors ${RUN}`);
  await expect(preview).toContainText("No description");
  await expect(preview).toContainText("Published");
  await expect(preview).toContainText("Unpublished");
  await expect(preview).toContainText("Berlin, Germany");
  await expect(page.getByRole("heading", { name: "Ready to import" })).toBeVisible();
  await expect(page.getByText("4 to create, 0 to update")).toBeVisible();

  await importButton(page).click();
  await expect(
    page.getByText("Batch processing complete! ✅ 4 successful, ❌ 0 failed"),
  ).toBeVisible();
  await expect(page.getByText("4 / 4")).toBeVisible();
  await expect(log(page)).toContainText(`✅ Created Example Vectors ${RUN}`);

  await page.goto(`/organizations/example-vectors-${RUN}`);
  await expect(
    page.getByRole("heading", { level: 1, name: `Example Vectors ${RUN}` }),
  ).toBeVisible();
  await page.goto("/admin/history?type=batch");
  await page.getByRole("link", { name: "companies.json: 4 of 4 imported" }).first().click();
  await expect(page.getByText(/The changes of batch import #\d+/)).toBeVisible();
  const changes = page.getByRole("list", { name: "Changes" }).locator(":scope > li");
  await expect(changes).toHaveCount(5);
  await expect(
    changes
      .filter({ hasText: `Example Vectors ${RUN}` })
      .getByRole("link", { name: /in batch import #\d+/ }),
  ).toBeVisible();
});

test("JSON upload: a broken file says what to fix, and nothing is written unless asked to skip", async ({
  page,
}) => {
  await open(page, "/admin/organizations/batch-json");
  await choose(page, "broken.json", '[{"name": "x"');
  await expect(fileError(page)).toContainText("Invalid JSON format:");
  await choose(page, "empty.json", "[]");
  await expect(fileError(page)).toHaveText("No companies found in JSON file");

  const file = [
    { name: `Fine ${RUN}` },
    { description: "no name" },
    { name: `Old ${RUN}`, year_founded: 99, websites: ["javascript:alert(1)"] },
  ];
  await choose(page, "mixed.json", JSON.stringify(file));
  await expect(page.getByText('1 companies missing required "name" field')).toBeVisible();
  await expect(page.getByText("Item 3, year founded: must be a 4-digit year")).toBeVisible();
  await expect(
    page.getByText("Item 3, Website 1: must be an http(s) URL, such as https://example.com"),
  ).toBeVisible();
  await expect(importButton(page)).toBeDisabled();
  await page.getByLabel("Skip the items with problems").check();
  await importButton(page).click();
  await expect(
    page.getByText("Batch processing complete! ✅ 1 successful, ❌ 2 failed"),
  ).toBeVisible();
  await expect(log(page)).toContainText(`❌ Error processing Old ${RUN}: Item 3,`);

  // An unknown tag category is found by the check, before anything is written.
  const failing = [
    { name: `Kept Out ${RUN}` },
    { name: `Bad Tag ${RUN}`, tags: [{ category: "nope", name: "x" }] },
  ];
  await choose(page, "failing.json", JSON.stringify(failing));
  await expect(
    page.getByText('Item 2, Tag 1, category: no tag category named "nope"'),
  ).toBeVisible();
  await expect(importButton(page)).toBeDisabled();
  const response = await page.request.get(`/organizations/kept-out-${RUN}`);
  expect(response.status()).toBe(404);
});

test("JSON upload: companies listing github.com and LinkedIn import, as the editor saves them", async ({
  page,
}) => {
  await open(page, "/admin/organizations/batch-json");
  const companies = ["Forge", "Anvil", "Bellows"].map((name) => ({
    name: `${name} ${RUN}`,
    websites: [
      `https://github.com/${name.toLowerCase()}-${RUN}`,
      `https://www.linkedin.com/company/${name.toLowerCase()}-${RUN}`,
    ],
  }));
  await choose(page, "github.json", JSON.stringify(companies));
  await expect(page.getByRole("heading", { name: "Ready to import" })).toBeVisible();
  await expect(page.getByRole("region", { name: /probable duplicates/ })).toHaveCount(0);
  await importButton(page).click();
  await expect(
    page.getByText("Batch processing complete! ✅ 3 successful, ❌ 0 failed"),
  ).toBeVisible();
  // The same hosts again, on other companies: still no duplicate.
  const more = [{ ...companies[0], name: `Hammer ${RUN}` }];
  await choose(page, "more.json", JSON.stringify(more));
  await expect(page.getByRole("heading", { name: "Ready to import" })).toBeVisible();
  await expect(page.getByRole("region", { name: /probable duplicates/ })).toHaveCount(0);
});

test("JSON upload: a probable duplicate is a warning with a choice; 'Skip' skips it", async ({
  page,
}) => {
  await open(page, "/admin/organizations/batch-json");
  const first = [
    { name: `Twin ${RUN}` },
    { name: `Site ${RUN}`, websites: [`https://s-${RUN}.example.org`] },
  ];
  await choose(page, "first.json", JSON.stringify(first));
  await importButton(page).click();
  await expect(
    page.getByText("Batch processing complete! ✅ 2 successful, ❌ 0 failed"),
  ).toBeVisible();

  const second = [
    { name: `TWIN, ${RUN}!`, published: true },
    { name: `Mirror ${RUN}`, websites: [`https://www.s-${RUN}.example.org/about`] },
    { name: `New ${RUN}` },
  ];
  await choose(page, "second.json", JSON.stringify(second));
  const warnings = page.getByRole("region", { name: "2 probable duplicates" });
  await expect(warnings).toBeVisible();
  const twin = warnings.getByRole("group", {
    name: `Item 1: probably the same company as Twin ${RUN} (twin-${RUN}): same name; imported anyway, it is twin-${RUN}-2`,
  });
  const mirror = warnings.getByRole("group", { name: /^Item 2: .*same website/ });
  await expect(twin.getByLabel("Skip")).toBeChecked();
  await twin.getByLabel("Import anyway").check();
  await mirror.getByLabel("Import anyway").check();
  await mirror.getByLabel("Skip").check();
  await importButton(page).click();
  await expect(
    page.getByText("Batch processing complete! ✅ 2 successful, ❌ 0 failed"),
  ).toBeVisible();
  await expect(page.getByText("Skipped 1 probable duplicates.")).toBeVisible();
  await expect(log(page)).toContainText(`⏭️ Skipped Mirror ${RUN}`);
  expect((await page.request.get(`/organizations/mirror-${RUN}`)).status()).toBe(404);
  await page.goto(`/organizations/twin-${RUN}-2`);
  await expect(page.getByRole("heading", { level: 1, name: `TWIN, ${RUN}!` })).toBeVisible();
});

test("batch update: preview with counts to add, not found companies, the update on the page", async ({
  page,
}) => {
  await open(page, "/admin/organizations/batch-json");
  await choose(page, "one.json", JSON.stringify([{ name: `Updatable ${RUN}`, published: true }]));
  await importButton(page).click();
  await expect(
    page.getByText("Batch processing complete! ✅ 1 successful, ❌ 0 failed"),
  ).toBeVisible();

  await page.goto("/admin/organizations/batch-update");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download Template" }).click();
  expect((await download).suggestedFilename()).toBe("company-updates-template.json");
  const updates = [
    {
      shortname: `updatable-${RUN}`,
      city: "Lyon, France",
      add_websites: [`https://u-${RUN}.example.org`],
      add_tags: [{ category: "sector", name: "AI" }],
    },
    { shortname: `missing-${RUN}`, city: "Paris" },
    { city: "nowhere" },
  ];
  await choose(page, "updates.json", JSON.stringify(updates));
  await expect(page.getByRole("region", { name: /Preview/ })).toContainText("1 websites to add");
  await expect(page.getByText('1 updates missing required "shortname" field')).toBeVisible();
  await expect(
    page.getByText(`Item 2, shortname: Company not found: missing-${RUN}`).first(),
  ).toBeVisible();
  await page.getByLabel("Skip the items with problems").check();
  await importButton(page).click();
  await expect(page.getByText("Batch update complete! ✅ 1 successful, ❌ 2 failed")).toBeVisible();
  await expect(log(page)).toContainText(`❌ Company not found: missing-${RUN}`);
  await page.goto(`/organizations/updatable-${RUN}`);
  await expect(page.getByText("Lyon, France").first()).toBeVisible();
});

test("CSV imports: companies with quoted multi-values, then their headlines by exact name", async ({
  page,
}) => {
  await open(page, "/admin");
  await page.getByRole("link", { name: "Import companies (CSV)" }).click();
  await expect(page).toHaveURL("/admin/organizations/import");
  for (const column of [
    "company_name",
    "linkedin_profiles",
    "project_resources",
    "total_funding",
  ]) {
    await expect(page.getByText(column, { exact: true })).toBeVisible();
  }
  await choose(page, "bad.csv", "company_name,year_founded\nAcme,2020\n");
  await expect(fileError(page)).toContainText(
    "Missing required fields: location, description, websites, key_people, linkedin_profiles, oss_projects, project_resources, total_funding",
  );
  const header =
    "company_name,year_founded,location,description,websites,key_people,linkedin_profiles,oss_projects,project_resources,total_funding";
  const csv = [
    header,
    `CSV Co ${RUN},2020,"Oslo, Norway",Databases,https://csv-${RUN}.example.org,"Ann ${RUN}, Bo ${RUN}","https://linkedin.com/in/ann, ",db,https://github.com/csv/db,$5.5 million`,
    `=HYPERLINK("x") ${RUN},99,,,,,,,,1.2.3M`,
  ].join("\r\n");
  await choose(page, "companies.csv", csv);
  await expect(
    page.getByText(/Line 3, company_name: starts like a spreadsheet formula/),
  ).toBeVisible();
  await expect(page.getByText("Line 3, year_founded: must be a 4-digit year")).toBeVisible();
  await expect(
    page.getByText("Line 3, total_funding: must be an amount such as 10M, 1.5B or 2500000"),
  ).toBeVisible();
  await page.getByLabel("Skip the items with problems").check();
  await importButton(page).click();
  await expect(page.getByText("Successfully imported 1 organizations")).toBeVisible();
  await expect(page.getByText("Failed to import 1 organizations.")).toBeVisible();

  await page.goto("/admin/headlines/import");
  const headlines = [
    "company_name,headline_type,headline_date,url,description,total_amount",
    `CSV Co ${RUN},Funding,2025-05-01,https://news.example.org/${RUN},CSV Co raises ${RUN},5500000`,
    `CSV Co ${RUN.slice(0, -1)},announcement,2025-05-02,https://news.example.org/b-${RUN},Typo ${RUN},`,
    `,announcement,2025-05-03,https://news.example.org/c,No company,`,
  ].join("\n");
  await choose(page, "headlines.csv", headlines);
  await expect(
    page
      .getByText(
        `Line 3, company_name: Company not found: CSV Co ${RUN.slice(0, -1)} (did you mean CSV Co ${RUN}?)`,
      )
      .first(),
  ).toBeVisible();
  await expect(page.getByText("Line 4, company_name: is empty: row skipped")).toBeVisible();
  await page.getByLabel("Skip the items with problems").check();
  await importButton(page).click();
  await expect(page.getByText("Successfully imported 1 headlines.")).toBeVisible();
  await expect(page.getByText("Failed to import 1 headlines.")).toBeVisible();
  await page.goto(`/organizations/csv-co-${RUN}`);
  await expect(page.getByText(`CSV Co raises ${RUN}`).first()).toBeVisible();
});

test("exports are for admins only and escape formula-looking cells", async ({ page, request }) => {
  expect((await request.get("/api/admin/export/companies-csv")).status()).toBe(401);
  await open(page, "/admin");
  await expect(page.getByRole("link", { name: "Companies (JSON)" })).toBeVisible();
  await page.goto("/admin/organizations/batch-json");
  await choose(
    page,
    "formula.json",
    JSON.stringify([{ name: `Formula ${RUN}`, description: "=1+2" }]),
  );
  await importButton(page).click();
  await expect(
    page.getByText("Batch processing complete! ✅ 1 successful, ❌ 0 failed"),
  ).toBeVisible();
  const csv = await (await page.request.get("/api/admin/export/companies-csv")).text();
  expect(csv.split("\r\n")[0]).toBe(
    "company_name,year_founded,location,description,websites,key_people,linkedin_profiles,oss_projects,project_resources,total_funding",
  );
  expect(csv).toContain(`Formula ${RUN},,,'=1+2,`);
  const json = await (await page.request.get("/api/admin/export/companies-json")).json();
  expect(json.find((c: { name: string }) => c.name === `Formula ${RUN}`)).toMatchObject({
    description: "=1+2",
    published: false,
  });
});
