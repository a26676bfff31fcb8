import { expect, test, type Page } from "@playwright/test";
import { devSignIn, expectNoSeriousViolations } from "./helpers";

// The e2e server holds the demo data: 96 headlines (4 unpublished) linked to the published
// companies, among them Supabase's funding rounds reported by TechCrunch.
const carousel = (page: Page) => page.getByRole("region", { name: "Recent COSS Headlines" });
const results = (page: Page) => page.getByRole("list", { name: "Search results" });
const resultCards = (page: Page) => results(page).getByRole("article");
const range = (page: Page) => page.getByRole("status").filter({ hasText: "Showing" });
const searchBox = (page: Page) => page.getByPlaceholder("Search headlines...");

test.describe("Headlines", () => {
  test("shows the headings, the carousel and the first 24 results", async ({ page }) => {
    await page.goto("/headlines");
    await expect(page.getByRole("heading", { name: "Headlines", level: 1 })).toBeVisible();
    await expect(
      page.getByRole("heading", { name: "Recent COSS Headlines", level: 2 }),
    ).toBeVisible();
    await expect(page.getByText("Latest news and views from the COSS universe")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Search Headlines", level: 2 })).toBeVisible();
    await expect(page.getByText("Find news and updates from the COSS ecosystem")).toBeVisible();
    await expect(page.getByRole("button", { name: "Search", exact: true })).toBeVisible();
    await expect(page.getByRole("searchbox", { name: "Search headlines" })).toHaveAttribute(
      "name",
      "q",
    );

    // The accessible copy has the 30 cards; the duplicate copy is hidden from assistive tech.
    await expect(carousel(page).getByRole("article")).toHaveCount(30);
    await expect(page.locator("[data-carousel-placeholder]")).toHaveCount(6);
    await expect(
      page.locator('[data-carousel-track] [data-carousel-copy][aria-hidden="true"]'),
    ).toHaveCount(1);
    const hiddenLinks = page.locator(
      '[data-carousel-track] [data-carousel-copy][aria-hidden="true"] a',
    );
    expect(await hiddenLinks.count()).toBeGreaterThan(0);
    for (const tabIndex of await hiddenLinks.evaluateAll((links) =>
      links.map((a) => a.getAttribute("tabindex")),
    )) {
      expect(tabIndex).toBe("-1");
    }
    const animation = await page
      .locator("[data-carousel-track]")
      .evaluate((track) => getComputedStyle(track).animationName);
    expect(animation).not.toBe("none");

    await expect(resultCards(page)).toHaveCount(24);
    await expect(range(page)).toHaveText(/^Showing 1-24 of \d+ headlines$/);
    const next = page.getByRole("link", { name: "Next", exact: true });
    await expect(next).toHaveAttribute("href", "/headlines?page=2");
    await next.click();
    await expect(page).toHaveURL("/headlines?page=2");
    await expect(range(page)).toHaveText(/^Showing 25-48 of \d+ headlines$/);
  });

  test("the carousel stands still for visitors who prefer reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/headlines");
    const track = page.locator("[data-carousel-track]");
    await expect(track).toBeVisible();
    expect(await track.evaluate((el) => getComputedStyle(el).animationName)).toBe("none");
  });

  test("searches as you type: organization names, media outlets and nothing", async ({ page }) => {
    await page.goto("/headlines");
    await searchBox(page).pressSequentially("supabase", { delay: 30 });
    await expect(page).toHaveURL("/headlines?q=supabase");
    await expect(searchBox(page)).toHaveValue("supabase");
    await expect(searchBox(page)).toBeFocused();
    await expect(resultCards(page).first()).toBeVisible();
    const count = await resultCards(page).count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      await expect(resultCards(page).nth(i)).toContainText(/supabase/i);
    }
    await expect(
      results(page).getByRole("link", { name: "Supabase", exact: true }).first(),
    ).toHaveAttribute("href", "/organizations/supabase");

    await page.goto("/headlines?q=techcrunch");
    await expect(resultCards(page).first()).toBeVisible();
    await expect(range(page)).toHaveText(/^Showing 1-\d+ of \d+ headlines$/);

    await page.goto("/headlines?q=zzqx-no-such-headline");
    await expect(page.getByText("No headlines found")).toBeVisible();
    await expect(resultCards(page)).toHaveCount(0);
  });

  test("a funding card shows the amount in green and a Read more link", async ({ page }) => {
    await page.goto("/headlines?q=supabase");
    const funding = resultCards(page)
      .filter({ hasText: "Funding" })
      .filter({ hasText: "$" })
      .first();
    const amount = funding.getByText(/^\$\d+(\.\d)?[KMB]$/);
    await expect(amount).toBeVisible();
    await expect(amount).toHaveClass(/text-green/);
    const readMore = funding.getByRole("link", { name: /^Read more/ });
    // A screen reader's list of links tells each "Read more" by its headline.
    const description = await funding.locator("p").nth(1).textContent();
    await expect(readMore).toHaveAccessibleName(`Read more: ${description}`);
    await expect(readMore).toHaveAttribute("target", "_blank");
    await expect(readMore).toHaveAttribute("href", /^https?:\/\//);
    const orgLinks = funding.getByRole("list", { name: "Organizations" }).getByRole("link");
    for (const href of await orgLinks.evaluateAll((links) =>
      links.map((a) => a.getAttribute("href")),
    )) {
      expect(href).toMatch(/^\/organizations\/[a-z0-9-]+$/);
    }
  });

  test("visitors see no admin controls or unpublished headlines", async ({ page }) => {
    await page.goto("/headlines");
    await expect(resultCards(page)).toHaveCount(24);
    await expect(page.getByRole("link", { name: "Add Headline" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Edit", exact: true })).toHaveCount(0);
    await expect(page.getByText("Unpublished", { exact: true })).toHaveCount(0);
  });

  test("links the RSS feed and has no serious accessibility violations", async ({ page }) => {
    await page.goto("/headlines");
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      /\/headlines\/feed\.xml$/,
    );
    await expect(resultCards(page)).toHaveCount(24);
    await expectNoSeriousViolations(page);
  });

  test("admins see Add Headline, Edit and unpublished headlines", async ({ page }) => {
    await devSignIn(page, "admin@example.com");
    await expect(page).toHaveURL("/admin");
    await page.goto("/headlines");
    await expect(page.getByRole("link", { name: "Add Headline" })).toHaveAttribute(
      "href",
      "/admin/headlines/new",
    );
    await expect(range(page)).toHaveText(/^Showing 1-24 of \d+ headlines$/);
    const edit = results(page).getByRole("link", { name: "Edit", exact: true }).first();
    await expect(edit).toHaveAttribute("href", /^\/admin\/headlines\/\d+\/edit$/);
  });

  test("typing a new search keeps the chosen type", async ({ page }) => {
    await page.goto("/headlines?type=funding");
    await searchBox(page).fill("supabase");
    await expect(page).toHaveURL("/headlines?q=supabase&type=funding");
    await expect(resultCards(page).first()).toContainText("Supabase");
    for (const card of await resultCards(page).all()) await expect(card).toContainText("Funding");
  });
});

test.describe("Headlines without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the search form and the page links work", async ({ page }) => {
    await page.goto("/headlines");
    await searchBox(page).fill("supabase");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL("/headlines?q=supabase");
    await expect(resultCards(page).first()).toContainText(/supabase/i);

    await page.goto("/headlines");
    await page.getByRole("link", { name: "Next", exact: true }).click();
    await expect(page).toHaveURL("/headlines?page=2");
    await expect(range(page)).toHaveText(/^Showing 25-48 of \d+ headlines$/);
  });

  test("a new search keeps the chosen type and date", async ({ page }) => {
    await page.goto("/headlines?type=funding&date=last-12-months");
    await searchBox(page).fill("supabase");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL("/headlines?q=supabase&type=funding&date=last-12-months");
    const chosen = page.getByRole("list", { name: "Chosen filters" });
    await expect(chosen.getByRole("link", { name: "Remove Funding" })).toBeVisible();
    await expect(chosen.getByRole("link", { name: 'Remove Search "supabase"' })).toBeVisible();
  });
});
