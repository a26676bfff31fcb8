import { expect, test, type Page, type Response } from "@playwright/test";
import { COMPILE_HINT } from "@/scripts/compile-hints.mjs";
import { actUntil, devSignIn, expectNoSeriousViolations } from "./helpers";
import { ADMIN_APP_URL, STATE_PORTS } from "./servers";

// The /stats page and the company page's funding rounds and valuation chart, on the demo data
// (supabase/seed): 26 funding headlines with amounts, one valuation per valued company.

const CHARTS = [
  "Companies by year founded",
  "Valuations reported per year",
  "Disclosed funding by year",
  "Disclosed funding by round type",
  "Headlines per month, last 24 months",
  "Technology: the 15 largest tags",
  "Industry: the 15 largest tags",
  "License: the 15 largest tags",
];

const chart = (page: Page, title: string) => page.getByRole("region", { name: title });

test("every chart of /stats renders from the demo data, with its numbers in a table", async ({
  page,
}) => {
  await page.goto("/stats");
  await expect(page.getByRole("heading", { name: "Stats", level: 1 })).toBeVisible();
  for (const title of CHARTS) {
    const region = chart(page, title);
    await expect(region.getByRole("heading", { name: title })).toBeVisible();
    await expect(region.locator("svg")).toBeVisible();
    await expect(region).not.toContainText("No data yet.");
    await region.getByText("Show the numbers").click();
    await expect(region.getByRole("table")).toBeVisible();
    expect(await region.getByRole("row").count()).toBeGreaterThan(1);
  }
  // Funding by round type names the rounds the headlines' texts say.
  const rounds = chart(page, "Disclosed funding by round type");
  await expect(rounds.getByRole("rowheader", { name: "Series D" })).toBeVisible();
  await expect(rounds.getByRole("rowheader", { name: "Type not named" })).toBeVisible();
});

test("/stats ships no more JavaScript than the home page, compressed at build and compiled as it loads, and passes axe", async ({
  browser,
  page,
  baseURL,
}) => {
  // The scripts a first visit loads, in a browser with nothing cached, and how they came.
  const encodings = new Set<string | undefined>();
  const scripts = async (path: string) => {
    const context = await browser.newContext({ baseURL });
    const visit = await context.newPage();
    const bodies: Promise<string>[] = [];
    visit.on("response", (response: Response) => {
      if (response.request().resourceType() !== "script") return;
      bodies.push(response.text());
      encodings.add(response.headers()["content-encoding"]);
    });
    await visit.goto(path);
    await visit.waitForLoadState("networkidle");
    const loaded = await Promise.all(bodies);
    await context.close();
    return loaded;
  };
  const bytes = (loaded: string[]) =>
    loaded.reduce((sum, body) => sum + Buffer.byteLength(body), 0);
  const home = await scripts("/");
  const stats = await scripts("/stats");
  expect(bytes(stats)).toBeGreaterThan(0);
  expect(bytes(stats)).toBeLessThanOrEqual(bytes(home));
  // Each carries the hint that has Chrome compile it while it downloads (scripts/compile-hints.mjs).
  for (const body of stats) expect(body.startsWith(COMPILE_HINT)).toBe(true);
  // Compressed once by the build, in brotli (lib/http/precompressed.mjs).
  expect([...encodings]).toEqual(["br"]);
  await page.goto("/stats");
  await expectNoSeriousViolations(page);
});

test("a license bar opens the company list filtered by that tag", async ({ page }) => {
  await page.goto("/stats");
  const licenses = chart(page, "License: the 15 largest tags");
  const bar = licenses.getByRole("link", { name: /^Apache-2\.0: \d+ compan/ });
  const [, count] = /: (\d+) compan/.exec((await bar.getAttribute("aria-label"))!)!;
  const href = await bar.getAttribute("href");
  expect(href).toMatch(/^\/organizations\?tags=\d+$/);
  await bar.click();
  await expect(page).toHaveURL(href!);
  await expect(page.getByRole("button", { name: "Remove tag Apache-2.0" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Showing" })).toContainText(
    `of ${count} items`,
  );
});

test("a company without a curated total shows the sum of its rounds, and its one valuation as a figure", async ({
  page,
}) => {
  await page.goto("/organizations/temporal-technologies");
  const funding = page.getByRole("region", { name: "Funding Summary" });
  await expect(funding.getByTestId("funding-figure")).toHaveText("$551.0M");
  await expect(funding).toContainText("Disclosed in 3 rounds");
  const rounds = page.getByRole("region", { name: "Funding rounds" });
  await expect(rounds.getByRole("row")).toHaveCount(4);
  await expect(rounds.getByRole("row").filter({ hasText: "Series D" })).toContainText("$300M");
  // A single valuation is the Current Valuation card's figure and date, not a one-point chart.
  await expect(page.getByRole("region", { name: "Valuation", exact: true })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Current Valuation" })).toContainText("$1.7B");
  await expectNoSeriousViolations(page);
});

test("a fresh installation's charts each say there is no data yet", async ({ page }) => {
  await page.goto(`http://127.0.0.1:${STATE_PORTS.empty}/stats`);
  for (const title of CHARTS) {
    await expect(chart(page, title)).toContainText("No data yet.");
    await expect(chart(page, title).locator("svg")).toHaveCount(0);
  }
});

test.describe("the curator's round type", () => {
  test.use({ baseURL: ADMIN_APP_URL });

  test("a round type set in the headline editor shows on the company page", async ({ page }) => {
    await devSignIn(
      page,
      "admin@example.com",
      "/login?callbackUrl=%2Fheadlines%3Fcompany%3Dtailscale",
    );
    await expect(page).toHaveURL(/\/headlines\?company=tailscale/);
    const card = page.getByRole("article").filter({ hasText: "Tailscale raises $160M Series C" });
    const select = page.getByLabel("Round type");
    await actUntil(card.getByRole("link", { name: "Edit", exact: true }), select);
    await expect(
      select.getByRole("option", { name: "Read from the text (Series C)" }),
    ).toBeAttached();
    await select.selectOption({ label: "Growth" });
    await page
      .getByRole("button", { name: /^(Save|Update)/ })
      .first()
      .click();
    await expect(page.getByText("Headline saved.")).toBeVisible();

    await page.goto("/organizations/tailscale");
    const rounds = page.getByRole("region", { name: "Funding rounds" });
    await expect(rounds.getByRole("row").filter({ hasText: "$160M" })).toContainText("Growth");
  });
});
