import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { startDemoGitHubStandIn, demoRepositoryNames } from "@/tests/fixtures/github-demo-stand-in";
import type { GitHubStandIn } from "@/tests/fixtures/github-stand-in";
import { devSignIn } from "./helpers";
import { startOwnServer, type OwnServer } from "./own-server";
import { GITHUB_SYNC_PORT } from "./servers";

// The demo as the README starts it with GITHUB_API_URL on a stand-in GitHub API serving every
// demo repository: the sync runs on its own, figures reach the pages cached before it, the
// growth index ranks companies, and curators see every repository's status.
const DATA_DIR = ".data/e2e-github";
const ORIGIN = `http://localhost:${GITHUB_SYNC_PORT}`;

let github: GitHubStandIn;
let server: OwnServer;
let startedAt: number;

test.describe.configure({ mode: "serial", timeout: 240_000 });
test.use({ baseURL: ORIGIN });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
  github = await startDemoGitHubStandIn();
  startedAt = Date.now();
  server = await startOwnServer({
    port: GITHUB_SYNC_PORT,
    dataDir: DATA_DIR,
    env: { GITHUB_SYNC: "on", GITHUB_API_URL: github.url, SAFE_FETCH_ALLOW_LOOPBACK: "true" },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await github?.close();
});

test("Supabase's page shows its stars, sparkline and last commit within two minutes of the start", async ({
  page,
}) => {
  // Visited before the first sweep: the page is cached without figures, and must be refreshed.
  await page.goto("/organizations/supabase");
  const figures = page.getByRole("list", { name: "GitHub figures of supabase" });
  await expect(async () => {
    await page.reload();
    await expect(figures).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 120_000 - (Date.now() - startedAt), intervals: [2000] });
  expect(Date.now() - startedAt).toBeLessThan(120_000);

  const standIn = github.state.repositories.get("supabase/supabase")!;
  const stars = standIn.stars.toLocaleString("en-US");
  await expect(figures).toContainText(`${stars} stars`);
  await expect(figures).toContainText(/last commit \d+ days? ago|last commit today/);
  await expect(figures).toContainText(`latest release ${standIn.release!.tag}`);
  await expect(
    page.getByRole("img", { name: /^Stars of supabase\/supabase over the last year/ }),
  ).toBeVisible();
  await expect(page.getByText(/GitHub stars$/).first()).toBeVisible();
  await expect(page.getByText(/stars in 90 days$/).first()).toBeVisible();
  // The sweep asked for each repository once, plus its star history's pages.
  expect(github.requests("/repos/supabase/supabase")).toBe(1);
});

test("the growth index ranks companies by their best repository's 90-day growth", async ({
  page,
}) => {
  await page.goto("/growth");
  await expect(page.getByRole("heading", { name: "Open-source growth index" })).toBeVisible();
  const rows = page.getByRole("table").getByRole("row");
  await expect.poll(() => rows.count()).toBeGreaterThan(10);
  const ratios = await rows
    .locator("td:last-child")
    .allTextContents()
    .then((cells) => cells.map((cell) => Number.parseFloat(cell)));
  expect(ratios[0]).toBeGreaterThan(1);
  expect([...ratios].sort((a, b) => b - a)).toEqual(ratios);
  await rows.nth(1).getByRole("link").first().click();
  await expect(page.getByRole("list", { name: /^GitHub figures of / }).first()).toBeVisible();
});

test("curators see every repository synced, and Sync now asks GitHub conditionally", async ({
  page,
}) => {
  await devSignIn(page, "admin@example.com", "/login?callbackUrl=%2Fadmin%2Frepositories");
  await expect(page).toHaveURL("/admin/repositories");
  const total = demoRepositoryNames().length;
  const filters = page.getByRole("navigation", { name: "Filter by status" });
  // Every repository synced by the first sweep (under two minutes after the start).
  await expect(async () => {
    await page.reload();
    await expect(filters.getByRole("link", { name: `All (${total})` })).toBeVisible({
      timeout: 1000,
    });
    await expect(filters.getByRole("link", { name: `OK (${total})` })).toBeVisible({
      timeout: 1000,
    });
  }).toPass({ timeout: 150_000, intervals: [2000] });
  await expect(page.getByRole("region", { name: "GitHub Sync" })).toContainText(
    /GitHub API: [\d,]+ of 5,000 requests left/,
  );

  // Sync now asks GitHub again, conditionally: the figures stand. The list is by URL, 50 a page.
  await page
    .getByRole("navigation", { name: "Pagination" })
    .getByRole("link", { name: "Next" })
    .click();
  const before = github.state.log.length;
  await page
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: "github.com/supabase/supabase" }) })
    .getByRole("button", { name: "Sync supabase/supabase now" })
    .click();
  await expect(page.getByRole("status").filter({ hasText: "supabase/supabase" })).toContainText(
    /unchanged/,
  );
  const asked = github.state.log.slice(before);
  expect(asked.length).toBeGreaterThan(0);
  for (const request of asked) expect(request.headers["if-none-match"]).toBeTruthy();
});

test("/organizations sorts by most stars", async ({ page }) => {
  await page.goto("/organizations?sortField=stars&view=table");
  const starsOf = () =>
    page
      .getByRole("table")
      .getByRole("row")
      .getByText(/^[\d,]+ stars? on GitHub$/)
      .allTextContents();
  await expect.poll(async () => (await starsOf()).length).toBeGreaterThan(10);
  const counts = (await starsOf()).map((text) => Number(text.replace(/[^\d]/g, "")));
  expect([...counts].sort((a, b) => b - a)).toEqual(counts);
});
