import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import pg from "pg";
import { devSignIn, expectNoSeriousViolations } from "./helpers";
import { POSTGRES_PORT, POSTGRES_URL_FILE } from "./servers";

// /admin/repositories on the site over PostgreSQL (tests/e2e/postgres-app.ts), whose tables the
// test writes: repositories as sweeps leave them, and GitHub's pause, which Sync now and Sync
// all now honour without sending a request (no test server reaches GitHub: GITHUB_SYNC=off).
test.use({ baseURL: `http://127.0.0.1:${POSTGRES_PORT}` });
test.skip(!fs.existsSync(POSTGRES_URL_FILE), "PostgreSQL server binaries are not installed");

async function onDatabase<T extends pg.QueryResultRow>(statement: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: fs.readFileSync(POSTGRES_URL_FILE, "utf8") });
  await client.connect();
  try {
    return (await client.query<T>(statement, values)).rows;
  } finally {
    await client.end();
  }
}

// Three projects of the demo data, checked by earlier sweeps: one fine, two failed.
const REPOSITORIES = [
  { url: "https://github.com/supabase/supabase", status: "ok", error: null },
  { url: "https://github.com/neondatabase/neon", status: "error", error: "HTTP 502 Bad Gateway" },
  { url: "https://github.com/mongodb/mongo", status: "not_found", error: "not found on GitHub" },
];

async function seedRepositories() {
  // Only these three, whatever an earlier Sync all now added.
  await onDatabase("delete from repository");
  for (const { url, status, error } of REPOSITORIES) {
    const [, owner, name] = new URL(url).pathname.split("/");
    await onDatabase(
      `insert into repository (project_id, owner, name, url, status, last_error, checked_at, stars)
       select id, $2, $3, $1, $4, $5, now() - interval '1 hour', 1000 from project
       where resources_url = $1
       on conflict (project_id) do update set status = excluded.status,
         last_error = excluded.last_error, checked_at = excluded.checked_at`,
      [url, owner, name, status, error],
    );
  }
}

/** GitHub's pause (its budget spent until the reset half an hour away), or a refused token. */
async function pauseSync(stopReason: string | null = null) {
  await onDatabase(
    `insert into github_sync_state (id, rate_limit, rate_remaining, rate_reset_at, paused_until,
       stop_reason, updated_at)
     values (1, 5000, 0, now() + interval '30 minutes', now() + interval '30 minutes', $1, now())
     on conflict (id) do update set rate_limit = excluded.rate_limit,
       rate_remaining = excluded.rate_remaining, rate_reset_at = excluded.rate_reset_at,
       paused_until = excluded.paused_until, stop_reason = excluded.stop_reason`,
    [stopReason],
  );
}

test.beforeEach(async () => {
  await seedRepositories();
  await pauseSync();
});
test.afterAll(async () => {
  await onDatabase("delete from repository");
  await onDatabase("delete from github_sync_state");
});

const CLOCK = String.raw`(\w{3} \d{1,2}, )?\d{2}:\d{2} UTC`;

async function signInAsAdmin(page: Page, path = "/admin/repositories") {
  await devSignIn(page, "admin@example.com", `/login?callbackUrl=${encodeURIComponent(path)}`);
  await expect(page).toHaveURL(path);
}

const heading = (page: Page) => page.getByRole("heading", { name: "Repositories", level: 1 });
const rows = (page: Page) => page.getByRole("table").getByRole("row");
const row = (page: Page, repository: string) =>
  page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: repository }) });

test("anonymous visitors are sent to /login, and a non-admin is refused", async ({ page }) => {
  await page.goto("/admin/repositories?status=error");
  await expect(page).toHaveURL("/login?callbackUrl=%2Fadmin%2Frepositories%3Fstatus%3Derror");
  await devSignIn(page, "visitor@example.com", "/login?callbackUrl=%2Fadmin%2Frepositories");
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await page.goto("/admin/repositories");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fadmin%2Frepositories/);
  await expect(heading(page)).toHaveCount(0);
});

test("an admin reaches the repositories from the sidebar: failures first, with their reason", async ({
  page,
}) => {
  await signInAsAdmin(page, "/admin");
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "Repositories" })
    .click();
  await expect(page).toHaveURL("/admin/repositories");
  await expect(heading(page)).toBeVisible();

  const sync = page.getByRole("region", { name: "GitHub Sync" });
  await expect(sync.getByText(/GITHUB_SYNC=off/)).toBeVisible();
  await expect(
    sync.getByText(new RegExp(`^GitHub API: 0 of 5,000 requests left, resets at ${CLOCK}$`)),
  ).toBeVisible();
  await expect(
    sync.getByText(new RegExp(`^GitHub is rate limiting us until ${CLOCK}\\.$`)),
  ).toBeVisible();

  await expect(rows(page).nth(1)).toContainText("Error");
  await expect(rows(page).nth(1)).toContainText("HTTP 502 Bad Gateway");
  await expect(rows(page).nth(2)).toContainText("Not found");
  await expect(rows(page).nth(2)).toContainText("not found on GitHub");
  await expect(row(page, "github.com/supabase/supabase")).toContainText("OK");

  const filters = page.getByRole("navigation", { name: "Filter by status" });
  await expect(filters.getByRole("link", { name: "All (3)" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await filters.getByRole("link", { name: "Not found (1)" }).click();
  await expect(page).toHaveURL("/admin/repositories?status=not_found");
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).nth(1)).toContainText("github.com/mongodb/mongo");

  const [company] = await onDatabase<{ name: string; shortname: string }>(
    `select o.name, o.shortname from project p
     join organizationproject op on op.project_id = p.id join organization o on o.id = op.organization_id
     where p.resources_url = 'https://github.com/mongodb/mongo' order by o.id limit 1`,
  );
  await rows(page).nth(1).getByRole("link", { name: company.name, exact: true }).click();
  await expect(page).toHaveURL(`/admin/organizations/${company.shortname}/edit`);
});

test("Sync now and Sync all now honour GitHub's pause, saying until when", async ({ page }) => {
  await signInAsAdmin(page);
  await expect(heading(page)).toBeVisible();
  const before = await onDatabase(
    "select id, status, checked_at, next_due_at from repository order by id",
  );

  await row(page, "github.com/neondatabase/neon")
    .getByRole("button", { name: "Sync neondatabase/neon now" })
    .click();
  await expect(page.getByRole("status").filter({ hasText: /rate limiting/ })).toHaveText(
    new RegExp(`^GitHub is rate limiting us until ${CLOCK}\\.$`),
  );
  expect(
    await onDatabase("select id, status, checked_at, next_due_at from repository order by id"),
  ).toEqual(before);

  await page.getByRole("button", { name: "Sync all now" }).click();
  const summary = page.getByRole("region", { name: "Sync all repositories" }).getByRole("status");
  await expect(summary).toContainText(new RegExp(`GitHub is rate limiting us until ${CLOCK}\\.`));
  await expect(summary).toContainText(
    /\d+ repositories due: the first sweep after the pause syncs them\./,
  );
  await expect(page.getByRole("progressbar", { name: "Sync progress" })).toBeVisible();
  // Every repository is due now, for the first sweep after the pause.
  const due = await onDatabase<{ due: number }>(
    "select count(*)::int as due from repository where next_due_at is not null",
  );
  expect(due[0].due).toBe(0);
  await expectNoSeriousViolations(page);
});

test("a token GitHub refused is shown first, in red, with the pause it set", async ({ page }) => {
  await pauseSync("GitHub refused the token (401): check GITHUB_TOKEN.");
  await signInAsAdmin(page);
  const sync = page.getByRole("region", { name: "GitHub Sync" });
  await expect(sync.getByRole("alert")).toHaveText(
    "GitHub refused the token (401): check GITHUB_TOKEN.",
  );
  await expect(sync.getByText(new RegExp(`^The sync is paused until ${CLOCK}\\.$`))).toBeVisible();
});
