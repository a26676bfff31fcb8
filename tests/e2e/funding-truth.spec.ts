import { expect, test, type Page } from "@playwright/test";
import { devSignIn } from "./helpers";
import { ADMIN_APP_URL } from "./servers";

// One funding figure (lib/domain/funding.ts) as a visitor reads it on the demo data
// (supabase/seed), and company pages that show only what they have.

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const FUNDING_TOTAL = "Total Funding of COSS Companies";
const NOTE = "Curated totals, or the sum of disclosed rounds where no total is set.";

test("Supabase's page shows one funding figure, its disclosed rounds beside it, typed", async ({
  page,
}) => {
  await page.goto("/organizations/supabase");
  const funding = region(page, "Funding Summary");
  await expect(funding.getByTestId("funding-figure")).toHaveText("$500.0M");
  await expect(funding).toContainText("of which $300M disclosed in 2 rounds");
  await expect(page.getByTestId("funding-figure")).toHaveCount(1);
  await expect(page.getByText(/Total disclosed/)).toHaveCount(0);

  const rounds = region(page, "Funding rounds");
  await expect(rounds.getByRole("row").filter({ hasText: "$200M" })).toContainText("Series D");
  await expect(rounds.getByRole("row").filter({ hasText: "$100M" })).toContainText("Series E");

  // One valuation: its figure and date, no chart of a single point.
  await expect(region(page, "Current Valuation")).toContainText("as of October 3, 2025");
  await expect(region(page, "Valuation")).toHaveCount(0);

  const text = await page.locator("main").innerText();
  expect(text).not.toContain("N/A");
  expect(text).not.toContain("Unknown");
  expect(text).not.toContain("still being filled in");
});

test("the home page and /stats show the same total funding, and say what it counts", async ({
  page,
}) => {
  const total = async (path: string) => {
    await page.goto(path);
    const card = page.getByRole("heading", { name: FUNDING_TOTAL }).locator("xpath=..");
    await expect(card).toContainText(NOTE);
    return card.locator("p").first().innerText();
  };
  const home = await total("/");
  expect(home).toMatch(/^\$\d+\.\dB$/);
  expect(await total("/stats")).toBe(home);
});

test("the table and the cards leave out what nobody recorded", async ({ page }) => {
  await page.goto("/organizations?view=table&itemsPerPage=all");
  const table = page.getByRole("table");
  await expect(table.getByRole("row").nth(1)).toBeVisible();
  expect(await table.innerText()).not.toContain("N/A");
  await page.goto("/organizations?itemsPerPage=all");
  await expect(page.getByRole("article").first()).toBeVisible();
  const cards = await page.locator("main").innerText();
  expect(cards).not.toContain("N/A");
  expect(cards).not.toContain("Unknown");
});

test.describe("a company with little data", () => {
  test.use({ baseURL: ADMIN_APP_URL });

  test("shows one line inviting an edit, and none of the empty sections", async ({
    page,
    browser,
  }) => {
    await devSignIn(page, "admin@example.com", "/login?callbackUrl=%2Fadmin");
    await expect(page).toHaveURL(`${ADMIN_APP_URL}/admin`);
    await page.goto("/admin/organizations/new");
    const name = `Sparse ${Date.now().toString(36)}`;
    await page.locator("#company-name").fill(name);
    await page.getByLabel("Published", { exact: true }).setChecked(true);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`^${ADMIN_APP_URL}/organizations/[^/]+$`));
    const path = new URL(page.url()).pathname;

    // As a visitor sees it.
    const visitor = await browser.newPage({ baseURL: ADMIN_APP_URL });
    await visitor.goto(path);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(name);
    const line = visitor.getByText("This profile is still being filled in — suggest an edit");
    await expect(line).toBeVisible();
    await expect(line.getByRole("link", { name: "suggest an edit" })).toHaveAttribute(
      "href",
      "/contact",
    );
    // Its header's About and the embed snippets, no other section: every card would be empty.
    await expect(visitor.locator("main section")).toHaveCount(2);
    await expect(visitor.getByRole("region", { name: `About ${name}` })).toBeVisible();
    await expect(visitor.getByRole("region", { name: "Embed and badge" })).toBeVisible();
    const text = await visitor.locator("main").innerText();
    expect(text).not.toMatch(/No .* (yet|available|listed|recorded)/);
    expect(text).not.toContain("N/A");
    await visitor.close();
  });
});
