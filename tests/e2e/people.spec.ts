import { expect, test, type Page } from "@playwright/test";
import { devSignIn, expectNoSeriousViolations } from "./helpers";

// The e2e server holds the demo data: about a hundred people of the published companies,
// among them Paul Copplestone, founder of Supabase.
const cards = (page: Page) => page.getByRole("article");
const range = (page: Page) => page.getByRole("status").filter({ hasText: "Showing" });
const searchBox = (page: Page) => page.getByPlaceholder("Search people...");
const paulCard = (page: Page) => cards(page).filter({ hasText: "Paul Copplestone" });

test.describe("Key People", () => {
  test("lists 30 people per page with a range and a Next page link", async ({ page }) => {
    await page.goto("/people");
    await expect(page.getByRole("heading", { name: "Key People", level: 1 })).toBeVisible();
    await expect(page.getByText("Founders and other leaders in the COSS ecosystem")).toBeVisible();
    await expect(cards(page)).toHaveCount(30);
    await expect(range(page)).toHaveText(/^Showing 1-30 of \d+ people$/);
    const total = Number((await range(page).textContent())?.match(/of (\d+) people/)?.[1]);
    expect(total).toBeGreaterThan(60);
    await expect(page.getByRole("link", { name: "Add Person" })).toHaveCount(0);

    const next = page.getByRole("link", { name: "Next", exact: true });
    await expect(next).toHaveAttribute("href", "/people?page=2");
    await next.click();
    await expect(page).toHaveURL("/people?page=2");
    await expect(range(page)).toHaveText(`Showing 31-60 of ${total} people`);
    await expect(page.getByRole("link", { name: "Previous", exact: true })).toHaveAttribute(
      "href",
      "/people",
    );
  });

  test("searches by name as you type and says when nobody matches", async ({ page }) => {
    await page.goto("/people");
    await searchBox(page).pressSequentially("copple", { delay: 30 });
    await expect(page).toHaveURL("/people?search=copple");
    await expect(cards(page)).toHaveCount(1);
    await expect(paulCard(page).getByRole("link", { name: "Paul Copplestone" })).toBeVisible();
    await expect(searchBox(page)).toHaveValue("copple");
    await expect(searchBox(page)).toBeFocused();

    await page.goto("/people?search=zzqx-nobody-at-all");
    await expect(page.getByText("No people found")).toBeVisible();
    await expect(page.getByText("Try adjusting your search query.")).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });

  test("a card shows the Founder badge and what the person is at each company, linked", async ({
    page,
  }) => {
    await page.goto("/people?search=copple");
    const card = paulCard(page);
    await expect(card.getByText("Founder", { exact: true })).toBeVisible();
    const roles = card.getByRole("list", { name: "Roles" });
    await expect(roles).toHaveText("CEO & Co-founder at Supabase");
    await expect(roles.getByRole("link", { name: "Supabase" })).toHaveAttribute(
      "href",
      "/organizations/supabase",
    );
    await expect(card.getByText(/social accounts?$/)).toHaveCount(0);
  });

  test("a profile shows Founder, its roles, Founded, the company's other people, the way back and JSON-LD", async ({
    page,
  }) => {
    await page.goto("/people?search=copple");
    await paulCard(page).getByRole("link", { name: "View Profile" }).click();
    await expect(page).toHaveURL(/\/people\/\d+$/);
    await expect(page.getByRole("heading", { name: "Paul Copplestone", level: 1 })).toBeVisible();
    await expect(page.getByText("Founder", { exact: true })).toBeVisible();
    const founded = page.getByRole("region", { name: "Founded" });
    await expect(founded.getByRole("link", { name: "Supabase" })).toHaveAttribute(
      "href",
      "/organizations/supabase",
    );
    await expect(page.getByRole("list", { name: "Roles" })).toHaveText(
      "CEO & Co-founder at Supabase",
    );
    // The company's other key people, with what they do there.
    const colleagues = page.getByRole("list", { name: "Key people at Supabase" });
    await expect(colleagues.getByRole("listitem")).toHaveText(["Ant Wilson, CTO & Co-founder"]);
    await expect(colleagues.getByRole("link", { name: "Ant Wilson" })).toHaveAttribute(
      "href",
      /^\/people\/\d+$/,
    );
    await expect(page.getByRole("link", { name: "Edit", exact: true })).toHaveCount(0);

    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    const person = scripts.find((text) => text.includes('"@type":"Person"'));
    expect(person).toBeDefined();
    expect(JSON.parse(person!)).toMatchObject({
      name: "Paul Copplestone",
      worksFor: expect.arrayContaining([expect.objectContaining({ name: "Supabase" })]),
    });

    await expectNoSeriousViolations(page);
    await page.getByRole("link", { name: "Back to People" }).click();
    await expect(page).toHaveURL("/people");
  });

  test("bad and unknown ids show 'Person not found' with a way back", async ({ page }) => {
    for (const path of ["/people/abc", "/people/999999", "/people/99999999999"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Person not found" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Back to People" })).toHaveAttribute(
        "href",
        "/people",
      );
    }
  });

  test("the list has no serious accessibility violations", async ({ page }) => {
    await page.goto("/people");
    await expect(cards(page)).toHaveCount(30);
    await expectNoSeriousViolations(page);
  });

  test("admins see Add Person and Edit", async ({ page }) => {
    await devSignIn(page, "admin@example.com", "/login?callbackUrl=%2Fpeople");
    await expect(page).toHaveURL("/people");
    await expect(page.getByRole("link", { name: "Add Person" })).toHaveAttribute(
      "href",
      "/admin/people/new",
    );
    await page.goto("/people?search=copple");
    await paulCard(page).getByRole("link", { name: "View Profile" }).click();
    await expect(page).toHaveURL(/\/people\/\d+$/);
    const id = new URL(page.url()).pathname.split("/").pop();
    await expect(page.getByRole("link", { name: "Edit", exact: true })).toHaveAttribute(
      "href",
      `/admin/people/${id}/edit`,
    );
  });
});

test.describe("Key People without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the search form and the page links work", async ({ page }) => {
    await page.goto("/people");
    await searchBox(page).fill("copple");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL("/people?search=copple");
    await expect(cards(page)).toHaveCount(1);
    await expect(paulCard(page)).toBeVisible();

    await page.goto("/people");
    await page.getByRole("link", { name: "Next", exact: true }).click();
    await expect(page).toHaveURL("/people?page=2");
    await expect(range(page)).toHaveText(/^Showing 31-60 of \d+ people$/);
  });
});
