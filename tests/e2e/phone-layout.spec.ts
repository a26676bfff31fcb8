import { expect, test } from "@playwright/test";
import { layoutBreaks, smallTargets } from "./phone-layout-checks";

// The main pages on a 390-px phone, in both themes: nothing wider than the screen, no text under
// 11 px, every link and button a target of 24 × 24 px (or with the room WCAG 2.2 allows).

const PAGES = [
  "/",
  "/organizations",
  "/organizations?view=table",
  "/organizations/supabase",
  "/organizations/supabase/headlines",
  "/headlines",
  "/people",
  "/showcase",
  "/stats",
  "/api",
  "/data",
  "/compare?c=neon,supabase",
];

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`in the ${colorScheme} theme`, () => {
    test.use({ colorScheme });

    for (const path of PAGES) {
      test(`${path} fits a 390-px phone`, async ({ page }) => {
        test.slow();
        await page.goto(path);
        expect([...(await layoutBreaks(page)), ...(await smallTargets(page))]).toEqual([]);
      });
    }

    test("a person's page fits a 390-px phone", async ({ page }) => {
      test.slow();
      await page.goto("/people");
      await page.getByRole("link", { name: "View Profile" }).first().click();
      await expect(page).toHaveURL(/\/people\/\d+$/);
      expect([...(await layoutBreaks(page)), ...(await smallTargets(page))]).toEqual([]);
    });
  });
}
