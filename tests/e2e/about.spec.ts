import { expect, test } from "@playwright/test";
import { expectNoSeriousViolations } from "./helpers";

test("the About page explains the site and how trending companies are ranked", async ({ page }) => {
  await page.goto("/about");
  await expect(page).toHaveTitle(/^About \| /);
  for (const heading of [
    "Our mission",
    "What we track",
    "Why COSS matters",
    "How trending companies are ranked",
    "Who runs it",
  ]) {
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  }
  await expect(page.getByText(/halve every 30 days/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse Companies" })).toHaveAttribute(
    "href",
    "/organizations",
  );
  await expect(page.getByRole("link", { name: "Latest Headlines" })).toHaveAttribute(
    "href",
    "/headlines",
  );
  await expectNoSeriousViolations(page);
});
