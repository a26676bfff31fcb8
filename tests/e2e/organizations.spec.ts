import { expect, test, type Page } from "@playwright/test";
import companies from "../../supabase/seed/companies.json" with { type: "json" };
import { devSignIn, expectNoSeriousViolations, SMOKE } from "./helpers";

const published = companies.filter((c) => c.published).map((c) => c.name);
const byName = [...published].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
const cards = (page: Page) => page.getByRole("article");
const range = (page: Page) => page.getByRole("status").filter({ hasText: "Showing" });

test.describe("Search Companies", () => {
  test(
    "shows the first 15 of the published companies with pagers above and below",
    SMOKE,
    async ({ page }) => {
      await page.goto("/organizations");
      await expect(page.getByRole("heading", { name: "Search Companies", level: 1 })).toBeVisible();
      await expect(range(page)).toHaveText(`Showing 1-15 of ${published.length} items`);
      await expect(cards(page)).toHaveCount(15);
      await expect(page.getByRole("navigation", { name: "Pagination (top)" })).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Pagination (bottom)" })).toBeVisible();
      await expect(page.getByPlaceholder("Search by name")).toBeVisible();
      // The newest companies, among the most recently updated, wear the NEW badge.
      await expect(cards(page).getByText("NEW", { exact: true }).first()).toBeVisible();
    },
  );

  test("keeps its state in the URL: pages, sort, size and view", async ({ page }) => {
    await page.goto("/organizations");
    await page
      .getByRole("navigation", { name: "Pagination (top)" })
      .getByRole("link", { name: "Page 2" })
      .click();
    await expect(page).toHaveURL("/organizations?page=2");
    await expect(range(page)).toHaveText(`Showing 16-30 of ${published.length} items`);

    await page.getByLabel("Sort by").selectOption({ label: "Name (A-Z)" });
    await expect(page).toHaveURL("/organizations?sortField=name&sortDirection=asc");
    await expect(cards(page).first().getByRole("heading")).toHaveText(byName[0]);

    await page.getByLabel("Items per page").selectOption("all");
    await expect(page).toHaveURL(
      "/organizations?sortField=name&sortDirection=asc&itemsPerPage=all",
    );
    await expect(cards(page)).toHaveCount(published.length);
    await expect(page.getByRole("navigation", { name: "Pagination (top)" })).toHaveCount(0);

    await page.goBack();
    await expect(page).toHaveURL("/organizations?sortField=name&sortDirection=asc");
    await expect(cards(page)).toHaveCount(15);
  });

  test("brings bad URL values back to the defaults and a page past the end to the last page", async ({
    page,
  }) => {
    await page.goto(
      "/organizations?sortField=evil&itemsPerPage=7&view=grid&page=0&filterMode=x&tags=zz",
    );
    await expect(page).toHaveURL("/organizations");
    await page.goto("/organizations?page=999");
    await expect(range(page)).toHaveText(
      `Showing 31-${published.length} of ${published.length} items`,
    );
    const last = page
      .getByRole("navigation", { name: "Pagination (top)" })
      .getByRole("link", { name: "Page 3" });
    await expect(last).toHaveAttribute("aria-current", "page");
  });

  test("keeps the search box's text and focus while results load", async ({ page }) => {
    await page.goto("/organizations");
    const box = page.getByPlaceholder("Search by name");
    await box.pressSequentially("supa", { delay: 30 });
    await expect(page).toHaveURL("/organizations?search=supa");
    await expect(box).toBeFocused();
    await page.keyboard.type("base");
    await expect(page).toHaveURL("/organizations?search=supabase");
    await expect(box).toHaveValue("supabase");
    await expect(box).toBeFocused();
  });

  test("searches 300 ms after typing stops, names first", async ({ page }) => {
    await page.goto("/organizations");
    await page.getByPlaceholder("Search by name").fill("data");
    await expect(page).toHaveURL("/organizations?search=data");
    // The companies with a word of their name starting with "data" come first.
    const named = published.filter((n) => /\bdata/i.test(n)).sort();
    await expect(page.getByLabel("Sort by").locator("option:checked")).toHaveText("Relevance");
    const firstNames = cards(page).getByRole("heading", { level: 3 });
    await expect
      .poll(async () => (await firstNames.allTextContents()).slice(0, named.length).sort())
      .toEqual(named);
    await page.getByPlaceholder("Search by name").fill("zzzz-nothing");
    await expect(page.getByText("No organizations found")).toBeVisible();
    await expect(page.getByText("Try adjusting your filters or search query.")).toBeVisible();
  });

  test("renders a search per request and caches the other lists", async ({ request }) => {
    // A search is kept in no cache but the server's micro-cache, for a few seconds.
    const search = await request.get("/organizations?search=data");
    expect(search.status()).toBe(200);
    expect(search.headers()["cache-control"]).toContain("private");
    const again = await request.get("/organizations?search=data");
    expect(again.headers()["x-micro-cache"]).toBe("HIT");
    await request.get("/organizations?sortField=name");
    const list = await request.get("/organizations?sortField=name");
    expect(list.headers()["cache-control"]).toContain("s-maxage=");
    expect(list.headers()["x-micro-cache"]).toBe("HIT");
    for (const internal of ["/live/organizations/search%3Ddata", "/isr/organizations/default"]) {
      expect((await request.get(internal)).status()).toBe(404);
    }
  });

  test("filters by tags in 'any' and 'all' modes", async ({ page }) => {
    await page.goto("/organizations?itemsPerPage=all");
    await expect(page.getByText("Match any selected tag")).toHaveCount(0);
    await page.getByText("Filter by industry, technology, sector, or license").first().click();
    const technology = page.getByRole("group", { name: "Technology" });
    await technology.getByRole("checkbox", { name: "PostgreSQL", exact: true }).check();
    await expect(page).toHaveURL(/tags=\d+&/);
    await technology.getByRole("checkbox", { name: "Database", exact: true }).check();
    await expect(page).toHaveURL(/tags=\d+,\d+/);
    const any = await cards(page).count();
    await page.getByRole("radio", { name: "Match all selected tags" }).check();
    await expect(page).toHaveURL(/filterMode=all/);
    await expect.poll(() => cards(page).count()).toBeLessThan(any);
    await page.getByRole("button", { name: "Remove tag PostgreSQL" }).click();
    await expect(page).toHaveURL(/tags=\d+&/);
  });

  test("table view: columns, a dash for what nobody recorded, and header sorting that flips", async ({
    page,
  }) => {
    await page.goto("/organizations");
    await page.getByRole("radio", { name: "Table" }).check();
    await expect(page).toHaveURL("/organizations?view=table");
    const table = page.getByRole("table");
    for (const column of [
      "Company",
      "City",
      "Year Founded",
      "Repository",
      "Funding",
      "Valuation",
      "Date Updated",
    ]) {
      await expect(table.getByRole("columnheader", { name: new RegExp(column) })).toBeVisible();
    }
    await expect(table.getByRole("cell", { name: "—", exact: true }).first()).toBeVisible();
    await expect(table.getByText("N/A")).toHaveCount(0);
    await table.getByRole("link", { name: /^Company/ }).click();
    await expect(page).toHaveURL("/organizations?view=table&sortField=name&sortDirection=asc");
    await expect(table.getByRole("row").nth(1)).toContainText(byName[0]);
    await table.getByRole("link", { name: /^Company/ }).click();
    // Descending is the default direction, so the URL leaves it out.
    await expect(page).toHaveURL("/organizations?view=table&sortField=name");
    await expect(table.getByRole("row").nth(1)).toContainText(byName.at(-1)!);
    await table.getByRole("link", { name: /^Date Updated/ }).click();
    await expect(page).toHaveURL("/organizations?view=table");
  });

  test("visitors never see unpublished companies or the admin controls", async ({ page }) => {
    await page.goto("/organizations?showOnlyUnpublished=true");
    await expect(range(page)).toContainText(`of ${published.length} items`);
    await expect(page.getByText("Show unpublished companies")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Add Company" })).toHaveCount(0);
  });

  test("admins get the unpublished toggles, which exclude each other, and Add Company", async ({
    page,
  }) => {
    await devSignIn(page, "admin@example.com", "/login?callbackUrl=%2Forganizations");
    await expect(page).toHaveURL("/organizations");
    await expect(page.getByRole("link", { name: "Add Company" })).toHaveAttribute(
      "href",
      "/admin/organizations/new",
    );
    await page.getByLabel("Show only unpublished companies").check();
    await expect(page).toHaveURL("/organizations?showOnlyUnpublished=true");
    // The demo's unpublished companies, and any that the review queue's tests created.
    const seeded = companies.filter((c) => !c.published).length;
    const allUnpublished = async () => {
      const shown = await cards(page).count();
      return shown === (await cards(page).getByText("Unpublished").count()) ? shown : 0;
    };
    await expect.poll(allUnpublished).toBeGreaterThanOrEqual(seeded);
    const unpublished = await allUnpublished();
    await page.getByLabel("Show unpublished companies").check();
    await expect(page).toHaveURL("/organizations?showUnpublished=true");
    await expect(page.getByLabel("Show only unpublished companies")).not.toBeChecked();
    const total = companies.length + unpublished - seeded;
    await expect(range(page)).toContainText(`of ${total} items`);
  });

  test("works from the keyboard", async ({ page }) => {
    await page.goto("/organizations");
    await page.getByPlaceholder("Search by name").focus();
    await page.keyboard.type("supa");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/organizations?search=supa");
    await page.getByRole("link", { name: "Supabase", exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/organizations/supabase");
  });

  test("has no serious or critical accessibility violations", async ({ page }) => {
    for (const path of ["/organizations", "/organizations?view=table"]) {
      await page.goto(path);
      await expectNoSeriousViolations(page);
    }
  });
});

test.describe("Search Companies without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form and the links still work", async ({ page }) => {
    await page.goto("/organizations");
    await page.getByPlaceholder("Search by name").fill("supa");
    await page.getByRole("button", { name: "Apply", exact: true }).click();
    await expect(page).toHaveURL("/organizations?search=supa");
    await expect(cards(page).first().getByRole("heading", { level: 3 })).toHaveText("Supabase");
    await page.goto("/organizations");
    await page
      .getByRole("navigation", { name: "Pagination (bottom)" })
      .getByRole("link", { name: "Next page" })
      .click();
    await expect(page).toHaveURL("/organizations?page=2");
  });
});
