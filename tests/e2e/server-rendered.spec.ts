import { expect, test } from "@playwright/test";

// Without JavaScript the 404 views are whole pages, rendered on the server.
test.use({ javaScriptEnabled: false });

const MISSING = [
  { path: "/no-such-page", heading: "Page not found", link: "Go Home" },
  { path: "/organizations/nope", heading: "Page not found", link: "Go Home" },
  { path: "/organizations/nope/headlines", heading: "Organization not found", link: "Go Home" },
  { path: "/organizations/nope/headlines/2", heading: "Organization not found", link: "Go Home" },
  { path: "/people/987654321", heading: "Person not found", link: "Back to People" },
  { path: "/people/not-a-number", heading: "Person not found", link: "Back to People" },
];

for (const { path, heading, link } of MISSING) {
  test(`${path} answers 404 with the site around '${heading}'`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: link })).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page).toHaveTitle(/not found/);
  });
}

test("every 404 names the site as the other pages do, red on a dev host", async ({ page }) => {
  for (const path of ["/no-such-page", "/organizations/nope", "/people/987654321"]) {
    await page.goto(path);
    await expect(page.getByTestId("site-name"), path).toHaveText("COSS Directory");
    await expect(page.getByTestId("site-name"), path).toHaveClass(/text-red-600/);
  }
});
