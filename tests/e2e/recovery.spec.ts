import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import pg from "pg";
import { devSignIn } from "./helpers";
import { POSTGRES_PORT, POSTGRES_URL_FILE } from "./servers";

// The site over a PostgreSQL server (tests/e2e/postgres-app.ts) whose people table this test
// breaks and mends, as a transient database failure would.
test.use({ baseURL: `http://127.0.0.1:${POSTGRES_PORT}` });

async function onDatabase(statement: string) {
  const client = new pg.Client({ connectionString: fs.readFileSync(POSTGRES_URL_FILE, "utf8") });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

const breakPeople = () => onDatabase("alter table keyperson rename column name to gone");
const mendPeople = () => onDatabase("alter table keyperson rename column gone to name");

async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  return { status: response?.status(), cacheControl: response?.headers()["cache-control"] ?? "" };
}

test("a failed read is shown as an error, never cached, and the data is back once the database is", async ({
  page,
  browser,
}) => {
  test.skip(!fs.existsSync(POSTGRES_URL_FILE), "PostgreSQL server binaries are not installed");
  test.setTimeout(90_000);
  const { rows } = await onDatabase(
    `select split_part(name, ' ', 1) as first from keyperson order by id limit 1`,
  );
  // A contact message for the admin to mark handled: a write whose page does not read people.
  await onDatabase(`insert into submission (kind, payload, submitter_ip)
    values ('contact', '{"name":"Ada","email":"ada@example.com","subject":"Recovery","message":"Hello"}', '203.0.113.9')`);
  // The list is a cached page; a search is rendered per request.
  const kept = "/people";
  const fresh = `/people?search=${(rows[0] as { first: string }).first}`;

  // A good copy of the list is cached while the database works.
  await visit(page, kept);
  await expect(page.getByText(/Showing 1-\d+ of \d+ people/)).toBeVisible();

  await breakPeople();
  try {
    // A search fails: the error view, in plain words, not cacheable.
    const failed = await visit(page, fresh);
    expect(failed.status).toBe(500);
    expect(failed.cacheControl).toContain("no-store");
    const alert = page.getByRole("main").getByRole("alert");
    await expect(alert).toContainText("Error loading people");
    await expect(alert).toContainText("could not be loaded just now");
    await expect(page.locator("body")).not.toContainText(/column|does not exist|gone/);

    // An admin's write marks the cached lists stale; visitors still get the good copy, as
    // regenerating it fails in the background.
    const admin = await browser.newPage();
    await devSignIn(admin, "admin@example.com", "/login?callbackUrl=%2Fadmin%2Fsubmissions");
    await admin
      .getByRole("button", { name: /^Mark handled contact submission/ })
      .first()
      .click();
    await expect(admin.getByRole("status").filter({ hasText: "Marked as handled." })).toBeVisible();
    await admin.close();
    for (let i = 0; i < 2; i++) {
      await page.context().clearCookies();
      expect((await visit(page, kept)).status).toBe(200);
      await expect(page.getByText(/Showing 1-\d+ of \d+ people/)).toBeVisible();
    }
  } finally {
    await mendPeople();
  }

  // Once the database is back, the very next request shows the data.
  expect((await visit(page, fresh)).status).toBe(200);
  await expect(page.getByText(/Showing 1-\d+ of \d+ people/)).toBeVisible();
});
