import { expect, test, type Page } from "@playwright/test";
import companies from "../../supabase/seed/companies.json" with { type: "json" };

// The GitHub figures in the lists and on /stats, on the demo data, which the e2e servers
// never sync (GITHUB_SYNC=off): every company is without figures, so each comes last.
const published = companies.filter((c) => c.published).length;
const range = (page: Page) => page.getByRole("status").filter({ hasText: "Showing" });

test("the list sorts by most stars and by fastest growth from the sort select", async ({
  page,
}) => {
  await page.goto("/organizations");
  await page.getByLabel("Sort by").selectOption({ label: "Most stars" });
  await expect(page).toHaveURL("/organizations?sortField=stars");
  await expect(range(page)).toHaveText(`Showing 1-15 of ${published} items`);
  await page.getByLabel("Sort by").selectOption({ label: "Fastest growing (90 days)" });
  await expect(page).toHaveURL("/organizations?sortField=star_gain_90d");
  await expect(page.getByLabel("Sort by").locator("option:checked")).toHaveText(
    "Fastest growing (90 days)",
  );
  // Without figures a card shows no stars.
  await expect(page.getByRole("article").getByText("★")).toHaveCount(0);
});

test("an ascending star sort is redirected to the one canonical URL", async ({ request }) => {
  for (const query of ["sortField=stars&sortDirection=asc", "sort=stars:asc"]) {
    const response = await request.get(`/organizations?${query}`, { maxRedirects: 0 });
    expect(response.status(), query).toBe(307);
    expect(response.headers()["location"], query).toBe("/organizations?sortField=stars");
  }
});

test("the table has a Stars column, '—' without figures, its header sorting most first", async ({
  page,
}) => {
  await page.goto("/organizations?view=table");
  const table = page.getByRole("table");
  await table.getByRole("link", { name: /^Stars/ }).click();
  await expect(page).toHaveURL("/organizations?view=table&sortField=stars");
  await expect(table.getByRole("columnheader", { name: /^Stars/ })).toHaveAttribute(
    "aria-sort",
    "descending",
  );
  await expect(table.getByRole("row").nth(1).getByRole("cell").nth(4)).toHaveText("—");
  // Clicking it again keeps the order: there is no "fewest stars".
  await table.getByRole("link", { name: /^Stars/ }).click();
  await expect(page).toHaveURL("/organizations?view=table&sortField=stars");
});

test("/stats says in one line that there are no GitHub figures yet", async ({ page }) => {
  await page.goto("/stats");
  const section = page.getByRole("region", { name: "Open source on GitHub" });
  await expect(section).toContainText("No GitHub figures yet");
  await expect(section.locator("svg")).toHaveCount(0);
});

test("the API lists companies by stars", async ({ request }) => {
  const response = await request.get("/api/v1/companies?sort=stars:desc&limit=5");
  expect(response.status()).toBe(200);
  expect(((await response.json()) as { data: unknown[] }).data).toHaveLength(5);
});
