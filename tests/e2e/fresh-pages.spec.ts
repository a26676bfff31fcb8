import { expect, test, type Browser, type Page } from "@playwright/test";
import { devSignIn } from "./helpers";

// An admin write refreshes the public pages it changes: the admin sees it at once, and so do
// anonymous visitors (the write empties the server's micro-cache). The editors' tests follow
// this shape.
const COMPANY = { name: "Redpanda Data", path: "/organizations/redpanda-data" };
const LIST = `/organizations?search=${encodeURIComponent(COMPANY.name)}`;
// Without the write's news (a Redis outage) the micro-cache keeps a page for 10 s; a little
// more covers the request in flight.
const VISITOR_DELAY = { timeout: 12_000, intervals: [500] };

/** What an anonymous visitor sees on the company page and in the list. */
async function visitorSees(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const detail = await page.goto(COMPANY.path);
  const heading = await page.getByRole("heading", { level: 1 }).first().textContent();
  await page.goto(LIST);
  const listed = await page.getByRole("link", { name: COMPANY.name, exact: true }).count();
  await context.close();
  return { status: detail?.status(), heading, listed: listed > 0 };
}

test("unpublishing and publishing a company shows on its page and in the list for everyone", async ({
  browser,
  page,
}) => {
  // Visitors' copies are cached first.
  expect(await visitorSees(browser)).toEqual({ status: 200, heading: COMPANY.name, listed: true });

  await devSignIn(page, "admin@example.com", `/login?callbackUrl=${COMPANY.path}`);
  // Whatever happens, the company is published again for the tests that follow.
  try {
    await unpublishThenPublish(page, browser);
  } finally {
    await page.goto(COMPANY.path);
    const publish = page.getByRole("button", { name: "Publish", exact: true });
    if (await publish.isVisible()) await publish.click();
  }
});

async function unpublishThenPublish(page: Page, browser: Browser) {
  await page.getByRole("button", { name: "Unpublish" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Company unpublished." })).toBeVisible();
  // The admin at once: the badge on the page, the company among the unpublished ones.
  await expect(page.getByText("Unpublished", { exact: true })).toBeVisible();
  await page.goto("/organizations?showOnlyUnpublished=true");
  await expect(page.getByRole("link", { name: COMPANY.name }).first()).toBeVisible();

  await expect
    .poll(() => visitorSees(browser), VISITOR_DELAY)
    .toEqual({ status: 404, heading: "Page not found", listed: false });

  await page.goto(COMPANY.path);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Company published." })).toBeVisible();
  await expect
    .poll(() => visitorSees(browser), VISITOR_DELAY)
    .toEqual({ status: 200, heading: COMPANY.name, listed: true });
}
