import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { startNewsFeedStandIn, type NewsFeedStandIn } from "@/tests/fixtures/news-feed-stand-in";
import { devSignIn, expectNoSeriousViolations } from "./helpers";
import { ADMIN_APP_URL } from "./servers";

// /admin/sources on the editors' server (tests/e2e/servers.ts), its feeds served by the stand-in
// feed server on 127.0.0.1 (the app allows loopback in tests). Sources are added switched off,
// so that the server's own periodic sweep leaves them to the test's Fetch now. Names carry a
// per-run suffix; the stand-in's port, and so every feed URL, is new on each run.
test.use({ baseURL: ADMIN_APP_URL });
test.describe.configure({ mode: "serial" });

const RUN = Date.now().toString(36);

let feeds: NewsFeedStandIn;
test.beforeAll(async () => {
  feeds = await startNewsFeedStandIn();
});
test.afterAll(() => feeds?.close());

async function signInAt(page: Page, path: string) {
  await devSignIn(page, "admin@example.com", `/login?callbackUrl=${encodeURIComponent(path)}`);
  await expect(page).toHaveURL(path);
}

const heading = (page: Page) => page.getByRole("heading", { name: "News Sources", level: 1 });
const row = (page: Page, name: string) =>
  page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: new RegExp(name) }) });
const errorBox = (page: Page) => page.getByRole("alert").filter({ hasText: /^Error/ });
const save = (page: Page) => page.getByRole("button", { name: "Save source" }).click();

/** Fills the editor for an outlet's feed, switched off. */
async function fillOutlet(page: Page, url: string, name: string) {
  await page.getByLabel(/^URL/).fill(url);
  await page.getByLabel(/^Name/).fill(name);
  await page.getByLabel("Kind").selectOption("outlet");
  await page.getByLabel("Outlet name").fill("Example News");
  await page.getByLabel("Active", { exact: true }).uncheck();
}

test("anonymous visitors are sent to /login, and a non-admin is refused", async ({ page }) => {
  await page.goto("/admin/sources");
  await expect(page).toHaveURL("/login?callbackUrl=%2Fadmin%2Fsources");
  await devSignIn(page, "visitor@example.com", "/login?callbackUrl=%2Fadmin%2Fsources%2Fnew");
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await page.goto("/admin/sources/new");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fadmin%2Fsources%2Fnew/);
});

test("a web page's feed is offered, bad input is named, and a feed is previewed once saved", async ({
  page,
}) => {
  await signInAt(page, "/admin");
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "News Sources" })
    .click();
  await expect(page).toHaveURL("/admin/sources");
  await expect(heading(page)).toBeVisible();
  await page.getByRole("link", { name: "Add source" }).click();
  await expect(page).toHaveURL("/admin/sources/new");

  await fillOutlet(page, "javascript:alert(1)", "");
  await save(page);
  await expect(errorBox(page)).toContainText(
    "URL must be an http(s) URL, such as https://example.com/feed.xml",
  );
  await expect(errorBox(page)).toContainText("Name is required");
  await expect(page.getByLabel(/^URL/)).toHaveAttribute("aria-invalid", "true");

  const name = `Example News ${RUN}`;
  await fillOutlet(page, `${feeds.url}/page.html`, name);
  await save(page);
  await expect(errorBox(page)).toContainText("Nothing was saved: This is a web page, not a feed.");
  const offers = page.getByRole("region", { name: "This page links to a feed" });
  await expect(offers).toContainText(`News: ${feeds.url}/rss.xml`);
  await expect(page.getByRole("heading", { name: "Feed: Example News" })).toHaveCount(0);
  await offers.getByRole("button", { name: /^Use this feed/ }).click();
  await expect(page.getByLabel(/^URL/)).toHaveValue(`${feeds.url}/rss.xml`);

  await save(page);
  await expect(page.getByRole("status").filter({ hasText: "added" })).toHaveText(
    `News source "${name}" added.`,
  );
  const preview = page.getByRole("region", { name: "Feed: Example News" });
  await expect(
    preview.getByRole("list", { name: "Latest items" }).getByRole("listitem"),
  ).toHaveText([/^Neon raises \$100M Series C/, /^Supabase ships branching/, /^Weather in Berlin/]);
  await expectNoSeriousViolations(page);

  await page.getByRole("link", { name: "Back to news sources" }).click();
  const listed = row(page, name);
  await expect(listed).toContainText("Outlet");
  await expect(listed).toContainText("Never");
  await expect(listed.getByRole("switch", { name: `Active: ${name}` })).toHaveAttribute(
    "aria-checked",
    "false",
  );
});

test("Fetch now brings the feed's items, says what it did, and the switch turns polling on", async ({
  page,
}) => {
  const name = `Example News ${RUN}`;
  await signInAt(page, "/admin/sources");
  await row(page, name)
    .getByRole("button", { name: `Fetch ${name} now` })
    .click();
  await expect(page.getByRole("status").filter({ hasText: /^Fetched/ })).toHaveText(
    new RegExp(`^Fetched "${name}": 3 items read, \\d items? added to the review queue\\.$`),
  );
  await expect(row(page, name).getByRole("cell").nth(4)).toHaveText("3");
  await expect(row(page, name)).not.toContainText("Never");

  const toggle = row(page, name).getByRole("switch", { name: `Active: ${name}` });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-checked", "true");
  await expectNoSeriousViolations(page);
});

test("an OPML file's feeds are imported and a failing one says why; the list exports as OPML", async ({
  page,
}) => {
  await signInAt(page, "/admin/sources");
  const broken = `Broken ${RUN}`;
  const file = `<?xml version="1.0"?><opml version="2.0"><body>
    <outline title="${broken}" xmlUrl="${feeds.url}/broken.xml"/>
    <outline title="Script" xmlUrl="javascript:alert(1)"/></body></opml>`;
  await page
    .getByLabel("OPML file")
    .setInputFiles({ name: "feeds.opml", mimeType: "text/x-opml", buffer: Buffer.from(file) });
  await page.getByRole("button", { name: "Import OPML" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^OPML import/ })).toContainText(
    "OPML import: 1 added, 0 skipped (already present), 1 invalid.",
  );
  await expect(page.getByRole("list", { name: "Feeds not imported" })).toHaveText(
    "Feed 2 (Script): URL must be an http(s) URL, such as https://example.com/feed.xml",
  );
  // Imported sources are on: switched off before the sweep can take it.
  await row(page, broken)
    .getByRole("switch", { name: `Active: ${broken}` })
    .click();
  await expect(
    row(page, broken).getByRole("switch", { name: `Active: ${broken}` }),
  ).toHaveAttribute("aria-checked", "false");

  await row(page, broken)
    .getByRole("button", { name: `Fetch ${broken} now` })
    .click();
  await expect(page.getByRole("status").filter({ hasText: /^Could not fetch/ })).toHaveText(
    new RegExp(`^Could not fetch "${broken}": The feed's XML is broken: `),
  );
  await expect(row(page, broken)).toContainText("The feed's XML is broken");

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export OPML" }).click();
  expect((await download).suggestedFilename()).toBe("news-sources.opml");
  const exported = readFileSync((await (await download).path())!, "utf8");
  expect(exported).toContain(`title="${broken}" xmlUrl="${feeds.url}/broken.xml"`);
  expect(exported).toContain(`title="Example News ${RUN}" xmlUrl="${feeds.url}/rss.xml"`);
});

test("a company blog links to its company; an edit is saved and in the history; delete asks first", async ({
  page,
}) => {
  const name = `Neon Blog ${RUN}`;
  await signInAt(page, "/admin/sources/new");
  await page.getByLabel(/^URL/).fill(`${feeds.url}/atom.xml`);
  await page.getByLabel(/^Name/).fill(name);
  await page.getByLabel("Kind").selectOption("company");
  await save(page);
  await expect(errorBox(page)).toContainText("Company is required for a company blog");
  const company = page.getByRole("combobox", { name: "Company" });
  await company.pressSequentially("neo", { delay: 20 });
  await page.getByRole("option", { name: /^Neon \(/ }).click();
  await expect(page.getByText("Company: Neon")).toBeVisible();
  await page.getByLabel("Active", { exact: true }).uncheck();
  await save(page);
  await expect(page.getByRole("status").filter({ hasText: "added" })).toHaveText(
    `News source "${name}" added.`,
  );

  await page.goto("/admin/sources");
  const blog = row(page, name);
  await expect(blog).toContainText("Company blog");
  await blog.getByRole("link", { name: "Neon", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/organizations\/[^/]+\/edit$/);

  await page.goto("/admin/sources");
  await row(page, name)
    .getByRole("link", { name: `Edit ${name}` })
    .click();
  await expect(page.getByRole("heading", { name: "Edit News Source", level: 1 })).toBeVisible();
  await page.getByLabel("Interval in minutes").fill("30");
  await save(page);
  await expect(page.getByRole("status").filter({ hasText: "saved" })).toHaveText(
    `News source "${name}" saved.`,
  );
  await page.reload();
  await expect(page.getByLabel("Interval in minutes")).toHaveValue("30");
  const history = page.getByRole("region", { name: "History" });
  await expect(history).toContainText("by admin@example.com");
  await expect(history.getByRole("list", { name: "Changed fields" }).first()).toContainText(
    "interval_minutes",
  );

  await page.goto("/admin/sources");
  await row(page, name).getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete News Source?" });
  await expect(dialog).toContainText(`Are you sure you want to delete "${name}"?`);
  await dialog.getByRole("button", { name: "Yes" }).click();
  await expect(row(page, name)).toHaveCount(0);
});
