import { expect, test } from "@playwright/test";
import { asClient, expectNoSeriousViolations } from "./helpers";

// The site's search as a visitor uses it, over the demo data: the header's box with its
// suggestions, and the results page.

// The pages show company logos, whose icons are rate-limited per client address: these
// tests take addresses of their own, so that other tests' counts stay theirs.
test.beforeEach(async ({ page }) => {
  await asClient(page, 70 + (test.info().workerIndex % 10), test.info().retry);
});

const headerBox = (page: import("@playwright/test").Page) =>
  page.getByRole("banner").getByRole("combobox", { name: /Search companies/ });

test("the header box suggests Supabase first for 'supabse', and Enter opens it", async ({
  page,
}) => {
  await page.goto("/about");
  const box = headerBox(page);
  await box.fill("supabse");
  const suggestions = page.getByRole("listbox", { name: "Suggestions" }).first();
  await expect(suggestions.getByRole("option").first()).toContainText("Supabase");
  await expect(suggestions.getByRole("group", { name: "Companies" })).toBeVisible();
  await expectNoSeriousViolations(page);
  await box.press("ArrowDown");
  await expect(box).toHaveAttribute("aria-activedescendant", /option-0$/);
  await box.press("Enter");
  await expect(page).toHaveURL("/organizations/supabase");
});

test("'/' and Ctrl+K focus the header box, Escape closes its suggestions", async ({ page }) => {
  await page.goto("/headlines");
  // Until the page has hydrated, nothing listens for the key: it is pressed until it focuses.
  await expect(async () => {
    await page.keyboard.press("/");
    await expect(headerBox(page)).toBeFocused({ timeout: 1_000 });
  }).toPass();
  await page.getByRole("heading", { level: 1 }).first().click();
  await page.keyboard.press("Control+k");
  const box = headerBox(page);
  await expect(box).toBeFocused();
  await box.fill("hashi");
  await expect(box).toHaveAttribute("aria-expanded", "true");
  await box.press("Escape");
  await expect(box).toHaveAttribute("aria-expanded", "false");
});

test("the results page ranks what visitors mean first, by kind", async ({ page }) => {
  const firstCompany = async (query: string) => {
    await page.goto(`/search?${new URLSearchParams({ q: query })}`);
    const companies = page.getByRole("region", { name: /^Companies/ });
    return companies.getByRole("listitem").first().getByRole("link").first();
  };
  await expect(await firstCompany("firebase alternative")).toHaveText("Supabase");
  await expect(await firstCompany("Terraform")).toHaveText("HashiCorp");
  await expect(await firstCompany("Post Hog")).toHaveText("PostHog");
  await expect(await firstCompany("supabse")).toHaveText("Supabase");
  await expect(page.getByText("Showing results for supabase")).toBeVisible();
  await page.goto("/search?q=Paul%20Copplestone");
  const people = page.getByRole("region", { name: /^People/ });
  await expect(people.getByRole("link").first()).toHaveText("Paul Copplestone");
  await expect(page).toHaveTitle(/Search: Paul Copplestone/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expectNoSeriousViolations(page);
});

test("without JavaScript, the header box submits to the results page", async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { "x-forwarded-for": "198.51.100.80" },
  });
  const page = await context.newPage();
  await page.goto("/");
  const box = page.getByRole("banner").getByRole("combobox");
  await box.fill("mongo db");
  await box.press("Enter");
  await expect(page).toHaveURL("/search?q=mongo+db");
  await expect(
    page
      .getByRole("region", { name: /^Companies/ })
      .getByRole("link")
      .first(),
  ).toHaveText("MongoDB");
  await context.close();
});

test("a query of operators, emoji or a NUL byte finds nothing, plainly", async ({
  page,
  request,
}) => {
  for (const query of ['"-OR(*%_\\', "😀", "a\u0000b", "%E0%A4%A"]) {
    const answer = await request.get(`/search/suggest?q=${encodeURIComponent(query)}`);
    expect(answer.status(), query).toBe(200);
  }
  const broken = await request.get("/search?q=%E0%A4%A");
  expect(broken.status()).toBeLessThan(500);
  await page.goto(`/search?${new URLSearchParams({ q: '"-OR(*%_' })}`);
  await expect(page.getByText(/Nothing matches/)).toBeVisible();
});

test("a corrected query offers its words as typed, and an empty result the names it looks like", async ({
  page,
}) => {
  await page.goto("/search?q=supabse");
  await page.getByRole("link", { name: "supabse", exact: true }).click();
  await expect(page).toHaveURL("/search?q=supabse&exact=1");
  await expect(page.getByText(/Nothing matches/)).toBeVisible();
  const similar = page.getByRole("region", { name: "Companies with similar names" });
  await similar.getByRole("link", { name: "Supabase" }).click();
  await expect(page).toHaveURL("/organizations/supabase");
});

test("'See all' opens the lists, which find with the same engine, the most relevant first", async ({
  page,
}) => {
  await page.goto("/search?q=firebase+alternative");
  await page.getByRole("link", { name: /^See all \d+ companies$/ }).click();
  await expect(page).toHaveURL("/organizations?search=firebase+alternative");
  await expect(page.getByLabel("Sort by").locator("option:checked")).toHaveText("Relevance");
  await expect(page.getByRole("heading", { level: 3 }).first()).toHaveText("Supabase");
  await page.goto("/search?q=supabase");
  await page.getByRole("link", { name: /^See all \d+ people$/ }).click();
  await expect(page).toHaveURL("/people?search=supabase");
  await expect(page.getByRole("link", { name: "Paul Copplestone" })).toBeVisible();
});

test("a list that finds nothing offers the filters to remove and similar names", async ({
  page,
}) => {
  await page.goto("/organizations?search=hashicrop+zzz&type=foundation");
  await expect(page.getByText("No organizations found")).toBeVisible();
  await expect(page.getByText("Try adjusting your filters or search query.")).toBeVisible();
  await page.getByRole("link", { name: "Remove Type: foundation" }).click();
  await expect(page).toHaveURL("/organizations?search=hashicrop+zzz");
  await page.getByRole("link", { name: 'Remove Search "hashicrop zzz"' }).click();
  await expect(page).toHaveURL("/organizations");
  await page.goto("/organizations?search=hashicorp+zzz");
  await expect(page.getByText("Companies with similar names")).toBeVisible();
  await page.getByRole("link", { name: "HashiCorp", exact: true }).click();
  await expect(page).toHaveURL("/organizations/hashicorp");
});
