import { expect, test, type Page } from "@playwright/test";
import { readPng } from "../fixtures/png";
import { expectNoSeriousViolations } from "./helpers";

// Comparing companies side by side (/compare?c=...), over the demo data: Supabase (founded
// 2020, $500.0M), Neon (2021, no funding figure), Appwrite; Yugabyte is unpublished.

const table = (page: Page) => page.getByRole("region", { name: "Companies side by side" });
/** The table's row headed `label`. */
const row = (page: Page, label: string) =>
  table(page)
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: label, exact: true }) });

test("two companies side by side, one column each, with their founding year and funding", async ({
  page,
}) => {
  await page.goto("/compare?c=neon,supabase");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Neon vs Supabase");
  const headers = table(page).getByRole("columnheader");
  await expect(headers.nth(1)).toContainText("Neon");
  await expect(headers.nth(2)).toContainText("Supabase");
  await expect(row(page, "Founded").getByRole("cell")).toHaveText(["2021", "2020"]);
  await expect(row(page, "Funding").getByRole("cell")).toHaveText(["No funding data", "$500.0M"]);
  await expect(table(page).getByRole("link", { name: "Supabase", exact: true })).toHaveAttribute(
    "href",
    "/organizations/supabase",
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    /\/compare\?c=neon,supabase$/,
  );
  await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
});

test("another order, case or a duplicate redirects to the sorted shortnames", async ({
  page,
  request,
}) => {
  const response = await request.get("/compare?c=Supabase,neon,supabase", { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(response.headers().location).toBe("/compare?c=neon,supabase");
  await page.goto("/compare?c=supabase,NEON");
  await expect(page).toHaveURL("/compare?c=neon,supabase");
});

test("Remove drops a column, and the add box adds a company by its name", async ({ page }) => {
  await page.goto("/compare?c=neon,supabase");
  await table(page).getByRole("link", { name: "Remove Neon" }).click();
  await expect(page).toHaveURL("/compare?c=supabase");
  await expect(page.getByText("Add another company to compare it with.")).toBeVisible();
  await page.getByLabel("Add a company").fill("Appwrite");
  await page.getByRole("button", { name: "Add" }).click();
  await expect(page).toHaveURL("/compare?c=appwrite,supabase");
  await expect(table(page).getByRole("columnheader")).toHaveCount(3);
});

test("three companies are not indexed, and the page passes an axe scan on a phone", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/compare?c=appwrite,neon,supabase");
  await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(1);
  await expect(row(page, "Key people")).toContainText("Paul Copplestone");
  // The table scrolls inside its region; the page itself does not get wider than the phone.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page);
});

test("unknown and unpublished shortnames are named and left out", async ({ page }) => {
  await page.goto("/compare?c=neon,no-such-company,yugabyte");
  await expect(page.getByText("Not found: no-such-company, yugabyte")).toBeVisible();
  await expect(table(page).getByRole("columnheader")).toHaveCount(2);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/compare\?c=neon$/);
});

test("past four companies the first four are kept, and the page says so", async ({ page }) => {
  await page.goto("/compare?c=tiger-data,supabase,neon,clickhouse,appwrite");
  await expect(
    page.getByText("Only four companies can be compared; showing the first four."),
  ).toBeVisible();
  await expect(table(page).getByRole("link", { name: /^Remove / })).toHaveCount(4);
  await expect(table(page).getByRole("link", { name: "Remove Appwrite" })).toHaveCount(0);
});

test("without companies the page explains how to start", async ({ page }) => {
  await page.goto("/compare?c=<b>");
  await expect(page.getByText("Not found: <b>")).toBeVisible();
  await expect(page.getByText(/Add a first company by its name to start/)).toBeVisible();
  await expect(page.getByLabel("Add a company")).toBeVisible();
  await expect(page.getByRole("region", { name: "Companies side by side" })).toHaveCount(0);
});

test("a comparison has its own social card naming the companies", async ({ page, request }) => {
  await page.goto("/compare?c=neon,supabase");
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    /\/compare\/card\.png\?c=neon,supabase$/,
  );
  const card = await request.get("/compare/card.png?c=neon,supabase");
  expect(card.headers()["content-type"]).toBe("image/png");
  expect(readPng(await card.body())).toMatchObject({ width: 1200, height: 630 });
  // Other names, another drawing.
  const other = await request.get("/compare/card.png?c=appwrite");
  expect((await other.body()).equals(await card.body())).toBe(false);
});
