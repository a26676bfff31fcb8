import { expect, test } from "@playwright/test";
import { APP_PORT } from "./servers";

test("the site lists the published demo companies", async ({ page }) => {
  await page.goto("/organizations?itemsPerPage=all");
  await expect(page.getByRole("link", { name: "Supabase", exact: true })).toHaveAttribute(
    "href",
    "/organizations/supabase",
  );
  await expect(page.getByRole("article")).toHaveCount(45);
});

test("the header shows the site name from site_info, red on a dev host, and the navigation", async ({
  page,
}) => {
  await page.goto("/");
  const name = page.getByTestId("site-name");
  await expect(name).toHaveText("COSS Directory");
  await expect(name).toHaveClass(/text-red-600/);
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const label of ["People", "Headlines", "Submit", "About", "Contact"]) {
    await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole("link", { name: "Admin" })).toHaveCount(0);
  await nav.getByRole("button", { name: /Companies/ }).click();
  await expect(nav.getByRole("link", { name: "Search Companies" })).toHaveAttribute(
    "href",
    "/organizations",
  );
  await expect(nav.getByRole("link", { name: "Showcase" })).toHaveAttribute("href", "/showcase");
  await expect(nav.getByRole("link", { name: "Growth Index" })).toHaveAttribute("href", "/growth");
  // One dropdown open at a time: opening Data closes Companies.
  await nav.getByRole("button", { name: /Data/ }).click();
  await expect(nav.getByRole("link", { name: "Showcase" })).toBeHidden();
  for (const [label, href] of [
    ["Stats", "/stats"],
    ["Open Data", "/data"],
    ["API", "/api"],
  ]) {
    await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
  }
  await nav.getByRole("link", { name: "Stats", exact: true }).click();
  await expect(page).toHaveURL("/stats");
});

test("a skip link leads past the header to the page's content", async ({ page }) => {
  await page.goto("/headlines");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/headlines#main");
  await page.keyboard.press("Tab");
  // The next stop is inside the page, not the header's search or menu.
  await expect(page.locator("main :focus")).toHaveCount(1);
});

test("the footer has social, quick and community links", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("heading", { name: "Quick Links" })).toBeVisible();
  for (const label of [
    "Home",
    "Organizations",
    "Headlines",
    "People",
    "Showcase",
    "About",
    "Contact",
    "Submit",
  ]) {
    await expect(footer.getByRole("link", { name: label, exact: true })).toBeVisible();
  }
  await expect(
    footer.getByRole("list", { name: "Social links" }).getByRole("link"),
  ).not.toHaveCount(0);
});

test("on a small screen the menu collapses behind a button", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Headlines" })).toBeHidden();
  await nav.getByRole("button", { name: "Menu" }).click();
  await expect(nav.getByRole("link", { name: "Headlines" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "People", exact: true })).toBeVisible();
  await nav.getByRole("button", { name: /Data/ }).click();
  await expect(nav.getByRole("link", { name: "API", exact: true })).toBeVisible();
});

test("an unknown path shows the 404 page with a Go Home link", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Go Home" }).click();
  await expect(page).toHaveURL("/");
});

test("every 404 offers the search and the main lists", async ({ page }) => {
  for (const path of ["/no/such/page", "/organizations/no-such-company", "/people/999999"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    const lists = page.getByRole("navigation", { name: "Main lists" });
    await expect(lists.getByRole("link")).toHaveText(["Companies", "People", "Headlines"]);
  }
  await page.getByRole("searchbox", { name: "Search the directory" }).fill("supabase");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL("/search?q=supabase");
  await expect(page.getByRole("link", { name: "Supabase", exact: true }).first()).toBeVisible();
});

test("/events redirects to /headlines", async ({ request }) => {
  const response = await request.get("/events", { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(response.headers().location).toBe("/headlines");
});

test("the sitemap lists the public pages and never an unpublished company; robots.txt points to it", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of [
    "/organizations",
    "/organizations/supabase",
    "/organizations/supabase/headlines",
    "/headlines",
    "/people",
    "/showcase",
    "/about",
    "/submit",
    "/contact",
  ]) {
    expect(sitemap).toContain(`<loc>http://localhost:${APP_PORT}${path}</loc>`);
  }
  expect(sitemap).toMatch(new RegExp(`<loc>http://localhost:${APP_PORT}/people/\\d+</loc>`));
  expect(sitemap).not.toContain("/organizations/yugabyte");
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: http://localhost:${APP_PORT}/sitemap.xml`);
});
