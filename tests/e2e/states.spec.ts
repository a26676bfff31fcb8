import { expect, test, type Page } from "@playwright/test";
import { STATE_PORTS } from "./servers";

// Two more servers of the same build (playwright.config.ts): one over a database without
// content, one over a database whose companies and headlines lack a column, so that reads fail.
const alert = (page: Page) => page.locator("main").getByRole("alert");

test.describe("with no content yet", () => {
  test.use({ baseURL: `http://localhost:${STATE_PORTS.empty}` });

  test("the showcase says that organizations will appear", async ({ page }) => {
    await page.goto("/showcase");
    await expect(page.getByRole("heading", { name: "COSS Company Showcase" })).toBeVisible();
    await expect(page.getByText("No organizations found")).toBeVisible();
    await expect(
      page.getByText("Organizations will appear here once they are added."),
    ).toBeVisible();
  });

  test("the home page, the lists and the headlines show their empty states", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByText("No companies found")).toBeVisible();
    await expect(page.getByText("Companies will appear here once they are added.")).toBeVisible();
    await expect(page.getByText("No headlines found")).toBeVisible();

    await page.goto("/organizations");
    await expect(page.getByText("No organizations found")).toBeVisible();

    await page.goto("/headlines");
    const carousel = page.getByRole("region", { name: "Recent COSS Headlines" });
    await expect(carousel.getByText("No headlines found")).toBeVisible();
    await expect(page.getByText("No headlines found")).toHaveCount(2);

    await page.goto("/people");
    await expect(page.getByText("No people found")).toBeVisible();
  });
});

test.describe("when the database cannot be read", () => {
  test.use({ baseURL: `http://localhost:${STATE_PORTS.broken}` });

  test("the showcase shows 'Error loading showcase' with the reason", async ({ page }) => {
    await page.goto("/showcase");
    await expect(alert(page)).toContainText("Error loading showcase");
    await expect(alert(page)).toContainText("published");
  });

  test("the headlines, people and person pages name what failed", async ({ page }) => {
    await page.goto("/headlines");
    await expect(alert(page).filter({ hasText: "Error loading headlines" })).toHaveCount(2);

    await page.goto("/people");
    await expect(alert(page)).toContainText("Error loading people");

    await page.goto("/people/1");
    await expect(alert(page)).toContainText("Error loading person");
  });

  test("the home page and the company list show their error views", async ({ page }) => {
    await page.goto("/");
    await expect(alert(page)).toContainText("Error loading data");
    await expect(alert(page)).toContainText("Please try refreshing the page.");

    await page.goto("/organizations");
    await expect(alert(page)).toContainText("Error loading organizations");
  });
});
