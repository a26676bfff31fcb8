import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { startNewsFeedStandIn, type NewsFeedStandIn } from "@/tests/fixtures/news-feed-stand-in";
import { devSignIn, expectNoSeriousViolations } from "./helpers";
import { startOwnServer, type OwnServer } from "./own-server";
import { NEWS_QUEUE_PORT } from "./servers";

// News comes in by itself, as a curator sees it on the demo started the README's way: a feed
// followed on /admin/sources is polled by the server's own sweep, its items about demo companies
// wait in the review queue with why they matched, the keyboard publishes and rejects them, and
// a second poll adds nothing.
const DATA_DIR = ".data/e2e-news";
const ORIGIN = `http://localhost:${NEWS_QUEUE_PORT}`;

let feeds: NewsFeedStandIn;
let server: OwnServer;

test.describe.configure({ mode: "serial", timeout: 180_000 });
test.use({ baseURL: ORIGIN });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
  feeds = await startNewsFeedStandIn();
  server = await startOwnServer({
    port: NEWS_QUEUE_PORT,
    dataDir: DATA_DIR,
    env: { SAFE_FETCH_ALLOW_LOOPBACK: "true" },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await feeds?.close();
});

test("a followed feed's items reach the queue matched; the keyboard publishes two and rejects one; polled again, nothing comes back", async ({
  page,
}) => {
  await devSignIn(page, "admin@example.com", "/login?callbackUrl=%2Fadmin%2Fsources%2Fnew");
  await expect(page).toHaveURL("/admin/sources/new");
  await page.getByLabel(/^URL/).fill(`${feeds.url}/desk.xml`);
  await page.getByLabel(/^Name/).fill("Desk");
  await page.getByLabel("Kind").selectOption("outlet");
  await page.getByLabel("Outlet name").fill("The Desk");
  await page.getByRole("button", { name: "Save source" }).click();
  await expect(page.getByRole("status").filter({ hasText: "added" })).toHaveText(
    'News source "Desk" added.',
  );

  // The server's sweep polls the new source within a minute; nobody presses Fetch now.
  await page.goto("/admin/headlines/unpublished");
  const source = page.getByLabel("Source");
  await expect(async () => {
    await page.reload();
    await expect(source.getByRole("option", { name: "Desk (3)" })).toBeAttached({ timeout: 500 });
  }).toPass({ timeout: 60_000, intervals: [2000] });
  await source.selectOption({ label: "Desk (3)" });
  await page.getByRole("button", { name: "Filter", exact: true }).click();
  await expect(page).toHaveURL(/\?source=\d+$/);

  const rows = page.getByRole("list", { name: "Unpublished headlines" }).getByRole("listitem");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText("Supabase adds branching to every plan");
  await expect(rows.nth(0)).toContainText("Supabase ('Supabase' in the title)");
  await expect(rows.nth(0)).toContainText("The Desk");
  await expect(rows.nth(0)).toContainText("From the feed “Desk”");
  await expect(rows.nth(1)).toContainText("PostHog ('PostHog' in the title)");
  await expect(rows.nth(2)).toContainText("Neon ('Neon' in the title)");
  await expect(page.locator("p").filter({ hasText: /^Keyboard:/ })).toContainText(
    "j next · k previous · p publish · r reject · e edit · x tick",
  );
  await expectNoSeriousViolations(page);

  const current = page.locator("[data-current]");
  const status = page.getByRole("status").filter({ hasText: /headline/ });
  await page.keyboard.press("j");
  await expect(current).toContainText("Supabase adds branching to every plan");
  await page.keyboard.press("p");
  await expect(status).toHaveText("Published 1 headline.");
  await expect(rows).toHaveCount(2);
  await expect(current).toContainText("PostHog opens an office in London");
  await page.keyboard.press("p");
  await expect(rows).toHaveCount(1);
  await expect(current).toContainText("Neon hires a new CFO");
  // Keys wait while an action runs, as the buttons do: the next key once they are enabled.
  await expect(page.getByRole("button", { name: "Reject selected" })).toBeEnabled();
  await page.keyboard.press("r");
  // The emptied queue replaces the form, its status line with it: the empty state says it.
  await expect(page.getByText("No unpublished headlines")).toBeVisible();

  // Visitors see the published two; the rejected one is nowhere.
  await page.goto("/headlines");
  const cards = page.getByRole("list", { name: "Search results" }).getByRole("article");
  await expect(cards.filter({ hasText: "Supabase adds branching to every plan" })).toHaveCount(1);
  await expect(cards.filter({ hasText: "PostHog opens an office in London" })).toHaveCount(1);
  await expect(page.getByText("Neon hires a new CFO")).toHaveCount(0);

  // Polled again: the published ones are known, the rejected one is remembered.
  await page.goto("/admin/sources");
  await page.getByRole("button", { name: "Fetch Desk now" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Fetched/ })).toHaveText(
    'Fetched "Desk": 4 items read, 0 items added to the review queue.',
  );
  await page.goto("/admin/headlines/unpublished");
  await expect(source.getByRole("option", { name: /^Desk/ })).toHaveCount(0);
});
