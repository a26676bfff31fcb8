import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousViolations } from "./helpers";

// The pages' background in each theme (app/globals.css: slate-50 and its dark value).
const LIGHT_PAGE = "rgb(248, 250, 252)";
const DARK_PAGE = "rgb(2, 6, 23)";

const pageBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

const toggle = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Theme:/ });

test("pages follow the system's theme until the visitor chooses one", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/");
  expect(await pageBackground(page)).toBe(DARK_PAGE);
  await expect(toggle(page)).toHaveAccessibleName("Theme: Auto");
  await page.emulateMedia({ colorScheme: "light" });
  expect(await pageBackground(page)).toBe(LIGHT_PAGE);
});

test("the chosen theme is remembered and set before the first paint, cached pages too", async ({
  page,
  context,
}) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/");
  await toggle(page).click(); // Auto → Light
  await toggle(page).click(); // Light → Dark
  await expect(toggle(page)).toHaveAccessibleName("Theme: Dark");
  expect(await pageBackground(page)).toBe(DARK_PAGE);
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === "theme")?.value).toBe("dark");

  // The theme <html> has when <body> is first added: nothing is painted before it.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.body) return;
      (window as unknown as { themeAtBody?: string }).themeAtBody =
        document.documentElement.dataset.theme;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  for (const path of ["/organizations/supabase", "/headlines", "/stats"]) {
    await page.goto(path);
    expect(await page.evaluate(() => (window as { themeAtBody?: string }).themeAtBody)).toBe(
      "dark",
    );
    expect(await pageBackground(page)).toBe(DARK_PAGE);
  }
  await toggle(page).click(); // Dark → Auto: the system's light again
  expect(await pageBackground(page)).toBe(LIGHT_PAGE);
});

test("a theme cookie other than light, dark or system follows the system", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: "theme", value: "purple", url: baseURL! }]);
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/organizations");
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBeUndefined();
  expect(await pageBackground(page)).toBe(DARK_PAGE);
  await expect(toggle(page)).toHaveAccessibleName("Theme: Auto");
});

for (const path of ["/", "/organizations", "/organizations/supabase", "/headlines", "/stats"]) {
  test(`${path} passes axe's checks, contrast included, in the dark theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto(path);
    expect(await pageBackground(page)).toBe(DARK_PAGE);
    await expectNoSeriousViolations(page);
  });
}
