import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { FEED_URL } from "./servers";

/** Signs in through the development sign-in form of /login (AUTH_DEV_LOGIN=true). */
export async function devSignIn(page: Page, email: string, path = "/login") {
  await page.goto(path);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** Signs the current user out through the Sign out button on /login or /admin. */
export async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL("/");
}

/** Switches the stand-in blog feed to a mode of tests/e2e/feed-server.mjs. */
export async function setFeedMode(request: APIRequestContext, mode: string) {
  const response = await request.post(`${FEED_URL}/mode/${mode}`);
  expect(response.ok()).toBe(true);
}

/**
 * Makes the page's requests come from their own client address (198.51.100.n, told to the
 * server as a trusted proxy would), so that the forms' per-address rate limit counts them
 * apart from other tests. A retry takes another address.
 */
export async function asClient(page: Page, n: number, retry = 0) {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `198.51.100.${n + retry * 100}` });
}

/**
 * Scans the page (frames included, but what `exclude` selects) with axe: no serious or critical
 * violations. A frame that runs no script (a sandboxed card) cannot be scanned inside a page:
 * exclude it and scan its page on its own.
 */
export async function expectNoSeriousViolations(page: Page, exclude?: string) {
  // axe walks the whole page: on a long page of a busy machine that alone can take 30 s.
  test.slow();
  const builder = new AxeBuilder({ page });
  const { violations } = await (exclude ? builder.exclude(exclude) : builder).analyze();
  const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

/**
 * The tag of the smoke tests, which `E2E_SMOKE=1` runs alone on the two main servers (CI runs
 * them again on the Node.js recommended for production): public pages, sign-in, a company
 * save and the API.
 */
export const SMOKE = { tag: "@smoke" };

/**
 * Acts on `control` until `done` shows. Until the page has hydrated, React does not listen
 * and a click is lost (a link's too, when it lands as the router starts); the action is repeated only while `control` is still there.
 */
export async function actUntil(control: Locator, done: Locator, act = () => control.click()) {
  await expect(async () => {
    if (await control.isVisible()) await act();
    await expect(done).toBeVisible({ timeout: 1_000 });
  }).toPass();
}
