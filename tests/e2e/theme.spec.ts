import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousViolations } from "./helpers";

// The pages' background in each theme (app/globals.css: slate-50 and its dark value).
const LIGHT_PAGE = "rgb(248, 250, 252)";
const DARK_PAGE = "rgb(2, 6, 23)";

const pageBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test("pages follow the system's theme, cached ones too", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  for (const path of ["/", "/organizations/supabase", "/headlines"]) {
    await page.goto(path);
    expect(await pageBackground(page)).toBe(DARK_PAGE);
  }
  await page.emulateMedia({ colorScheme: "light" });
  expect(await pageBackground(page)).toBe(LIGHT_PAGE);
});

for (const path of ["/", "/organizations", "/organizations/supabase", "/headlines", "/stats"]) {
  test(`${path} passes axe's checks, contrast included, in the dark theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto(path);
    expect(await pageBackground(page)).toBe(DARK_PAGE);
    await expectNoSeriousViolations(page);
  });
}
