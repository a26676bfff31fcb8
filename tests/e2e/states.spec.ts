import { expect, test, type Page } from "@playwright/test";
import { STATE_PORTS } from "./servers";

// Two more servers of the same build (playwright.config.ts): one over a database without
// content, one over a database whose companies and headlines lack a column, so that reads fail.
const alert = (page: Page) => page.locator("main").getByRole("alert");

test.describe("with no content yet", () => {
  test.use({ baseURL: `http://127.0.0.1:${STATE_PORTS.empty}` });

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
  test.use({ baseURL: `http://127.0.0.1:${STATE_PORTS.broken}` });

  // The reason goes to the server log; visitors read plain words, and nothing is cached.
  async function expectErrorView(page: Page, path: string, title: string) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(500);
    expect(response?.headers()["cache-control"], path).toContain("no-store");
    await expect(alert(page)).toContainText(title);
    await expect(alert(page)).not.toContainText(/published|column|does not exist/);
  }

  test("the showcase, headlines, people and person pages name what failed", async ({ page }) => {
    await expectErrorView(page, "/showcase", "Error loading showcase");
    await expect(page.getByRole("heading", { name: "COSS Company Showcase" })).toBeVisible();
    await expectErrorView(page, "/headlines", "Error loading headlines");
    await expectErrorView(page, "/headlines?q=news", "Error loading headlines");
    await expectErrorView(page, "/people", "Error loading people");
    await expectErrorView(page, "/people/1", "Error loading person");
    await expect(page.getByRole("link", { name: "Back to People" })).toBeVisible();
  });

  test("the home page and the company list show their error views", async ({ page }) => {
    await expectErrorView(page, "/", "Error loading data");
    await expect(alert(page)).toContainText("Unable to connect to the database");
    await expect(alert(page)).toContainText("Please try refreshing the page.");
    await expectErrorView(page, "/organizations", "Error loading organizations");
    await expectErrorView(page, "/organizations?search=data", "Error loading organizations");
  });
});
