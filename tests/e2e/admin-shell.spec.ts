import { expect, test, type Locator, type Page } from "@playwright/test";
import { actUntil, asClient, devSignIn, expectNoSeriousViolations } from "./helpers";

// The admin workspace: sidebar, dashboard, 'Coming soon' sections, the admin 404 and the
// change history. Names carry a per-run suffix, so that a retry finds its own rows.
const RUN = Date.now().toString(36);

const SIDEBAR = [
  ["Dashboard", "/admin"],
  ["Companies", "/admin/organizations"],
  ["Batch Upload", "/admin/organizations/batch-json"],
  ["Batch Update", "/admin/organizations/batch-update"],
  ["Headlines", "/headlines"],
  ["Unpublished", "/admin/headlines/unpublished"],
  ["News Sources", "/admin/sources"],
  ["Social Posts", "/admin/social/posts"],
  ["Tags", "/admin/tags"],
  ["Repositories", "/admin/repositories"],
  ["OG Images", "/admin/og-images"],
  ["Submissions", "/admin/submissions"],
  ["History", "/admin/history"],
] as const;

// Sections not built yet, and the heading each shows.
// The sections that said 'Coming soon' before they were built.
const BUILT_SECTIONS = [
  "/admin/organizations/batch-json",
  "/admin/organizations/batch-update",
  "/admin/organizations/import",
  "/admin/headlines/import",
  "/admin/social/posts",
  "/admin/tags",
  "/admin/og-images",
  "/admin/og-images/setup",
] as const;

const QUICK_ACTIONS = [
  ["Add Company", "/admin/organizations/new"],
  ["Batch JSON Upload", "/admin/organizations/batch-json"],
  ["Batch Update", "/admin/organizations/batch-update"],
  ["Add Headline", "/admin/headlines/new"],
  ["Manage Tags", "/admin/tags"],
] as const;

async function signInAsAdmin(page: Page) {
  await devSignIn(page, "admin@example.com", "/login?callbackUrl=%2Fadmin");
  await expect(page).toHaveURL("/admin");
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
}

const sidebar = (page: Page) => page.getByRole("navigation", { name: "Admin" });
const width = async (locator: Locator) => (await locator.boundingBox())?.width;
const sidebarIn = (page: Page, state: "open" | "closed") =>
  page.locator(`nav[data-state="${state}"]`);

test.describe("Admin sidebar", () => {
  test.beforeEach(async ({ page }) => signInAsAdmin(page));

  test("lists the sections in order; each answers a page and marks itself current", async ({
    page,
  }) => {
    const nav = sidebar(page);
    const links = nav.getByRole("list").first().getByRole("link");
    await expect(links).toHaveText(SIDEBAR.map(([label]) => label));
    for (const [label, href] of SIDEBAR) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute(
        "href",
        href,
      );
    }
    await expect(nav.getByRole("link", { name: "View site" })).toHaveAttribute("href", "/");

    for (const [label, href] of SIDEBAR) {
      const response = await page.goto(href);
      expect(response?.status(), href).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Page not found");
      // Companies and Headlines are the public lists, which have the site's own header.
      if (!href.startsWith("/admin")) continue;
      const current = sidebar(page).locator('[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveText(label);
    }

    // Client-side navigation moves the mark too.
    await page.goto("/admin");
    await sidebar(page).getByRole("link", { name: "History" }).click();
    await expect(page).toHaveURL("/admin/history");
    await expect(sidebar(page).locator('[aria-current="page"]')).toHaveText("History");
  });

  test("every section opens its own page: none says 'Coming soon' any more", async ({ page }) => {
    for (const path of BUILT_SECTIONS) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByText("Coming soon", { exact: true })).toHaveCount(0);
    }
  });

  test("minimises to 64 px and opens to 256 px, remembered across reloads", async ({ page }) => {
    const nav = sidebar(page);
    expect(await width(nav)).toBe(256);
    const dashboard = nav.getByRole("link", { name: "Dashboard" });
    // Labels appear 150 ms after opening, once the sidebar has widened.
    await expect(dashboard.getByText("Dashboard")).toHaveCSS("transition-delay", "0.15s");

    await actUntil(
      nav.getByRole("button", { name: "Minimise sidebar" }),
      sidebarIn(page, "closed"),
    );
    await expect.poll(() => width(nav)).toBe(64);
    // The icons stay, and the links keep their names.
    await expect(dashboard).toBeVisible();
    await page.reload();
    await expect(nav.getByRole("button", { name: "Open sidebar" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    expect(await width(nav)).toBe(64);
    // Rendered minimised by the server: no flash of the open sidebar.
    const html = await (await page.request.get("/admin/history")).text();
    expect(html).toContain('data-state="closed"');

    await actUntil(nav.getByRole("button", { name: "Open sidebar" }), sidebarIn(page, "open"));
    await expect.poll(() => width(nav)).toBe(256);
    await page.reload();
    await expect(nav.getByRole("button", { name: "Minimise sidebar" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(await width(nav)).toBe(256);
  });

  test("works from the keyboard: skip link, toggle and links", async ({ page }) => {
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();

    const toggle = sidebar(page).getByRole("button", { name: "Minimise sidebar" });
    await actUntil(toggle, sidebarIn(page, "closed"), () => toggle.press("Enter"));
    await expect.poll(() => width(sidebar(page))).toBe(64);
    // The button keeps the focus, under its new name.
    await expect(sidebar(page).getByRole("button", { name: "Open sidebar" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect.poll(() => width(sidebar(page))).toBe(256);

    await sidebar(page).getByRole("link", { name: "Tags" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/admin/tags");
  });

  test("on a small screen, a menu button opens the links", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/admin");
    const nav = sidebar(page);
    const menu = nav.getByRole("button", { name: "Menu" });
    const history = nav.getByRole("link", { name: "History" });
    await expect(history).toBeHidden();
    await expect(menu).toHaveAttribute("aria-expanded", "false");

    await actUntil(menu, history);
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(history).toBeHidden();
    await expect(menu).toBeFocused();

    await menu.click();
    await history.click();
    await expect(page).toHaveURL("/admin/history");
    await expect(page.getByRole("heading", { name: "History", level: 1 })).toBeVisible();
    // Navigating closes the menu.
    await expect(history).toBeHidden();
  });

  test("Sign Out returns to the home page, signed out", async ({ page }) => {
    await actUntil(
      sidebar(page).getByRole("button", { name: "Sign Out" }),
      page.getByTestId("site-name"),
    );
    await expect(page).toHaveURL("/");
    await page.goto("/admin");
    await expect(page).toHaveURL("/login?callbackUrl=%2Fadmin");
  });
});

test.describe("Unknown admin paths", () => {
  test("answer an admin with the 404 page", async ({ page }) => {
    await signInAsAdmin(page);
    for (const path of ["/admin/nope", "/admin/organizations/x/y/z"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Go Home" })).toHaveAttribute("href", "/");
      await expect(sidebar(page)).toBeVisible();
    }
  });

  test("send anonymous visitors to /login", async ({ page }) => {
    await page.goto("/admin/nope");
    await expect(page).toHaveURL("/login?callbackUrl=%2Fadmin%2Fnope");
  });
});

test.describe("Admin dashboard", () => {
  test.beforeEach(async ({ page }) => signInAsAdmin(page));

  test("shows the counts and the Quick Actions", async ({ page }) => {
    const counts = page.getByRole("list", { name: "Counts" });
    for (const label of ["Companies", "Headlines", "People", "Projects"]) {
      await expect(counts.getByRole("listitem").filter({ hasText: label })).toHaveText(
        new RegExp(`^${label}\\s*\\d+$`),
      );
    }
    await expect(counts.getByRole("link", { name: /^Submissions \d+ new$/ })).toHaveAttribute(
      "href",
      "/admin/submissions",
    );

    const actions = page.getByRole("region", { name: "Quick Actions" }).getByRole("link");
    await expect(actions).toHaveText(QUICK_ACTIONS.map(([label]) => label));
    for (const [index, [, href]] of QUICK_ACTIONS.entries()) {
      await expect(actions.nth(index)).toHaveAttribute("href", href);
    }
  });

  test("the terminal toggle is remembered across reloads", async ({ page }) => {
    const show = page.getByRole("button", { name: "Show Terminal" });
    const terminal = page.locator("#admin-terminal");
    await expect(show).toHaveAttribute("aria-expanded", "false");
    await expect(terminal).toBeHidden();

    const hide = page.getByRole("button", { name: "Hide Terminal" });
    await actUntil(show, hide);
    await expect(hide).toHaveAttribute("aria-expanded", "true");
    await expect(terminal).toBeVisible();
    await page.reload();
    await expect(hide).toHaveAttribute("aria-expanded", "true");
    await expect(terminal).toBeVisible();

    await actUntil(hide, show);
    await page.reload();
    await expect(show).toHaveAttribute("aria-expanded", "false");
    await expect(terminal).toBeHidden();
  });

  test("has no serious accessibility violations, with the sidebar open or minimised", async ({
    page,
  }) => {
    await expectNoSeriousViolations(page);
    await page.goto("/admin/history");
    await expectNoSeriousViolations(page);
    await actUntil(
      sidebar(page).getByRole("button", { name: "Minimise sidebar" }),
      sidebarIn(page, "closed"),
    );
    await expectNoSeriousViolations(page);
    await page.goto("/admin/nope");
    await expectNoSeriousViolations(page);
  });
});

test.describe("Change history", () => {
  test("a reviewed submission shows on the dashboard and the history page, which filters", async ({
    page,
  }) => {
    const name = `History Co ${RUN}`;
    const shortname = `history-co-${RUN}`;
    await asClient(page, 21, test.info().retry);
    await page.goto("/embed/company");
    await page.locator('form [name="name"]').fill(name);
    await page.locator('form [name="website"]').fill(`https://${shortname}.example.com`);
    await page.getByRole("button", { name: "Submit company" }).click();
    await expect(page.getByText(/^Thank you/).first()).toBeVisible();

    await signInAsAdmin(page);
    await page.goto("/admin/submissions?status=new");
    await page.getByRole("button", { name: `Accept company submission ${name}` }).click();
    await expect(page.getByText(`Company "${name}" created (unpublished)`)).toBeVisible();

    // The dashboard's latest changes: the company created, then the submission accepted.
    await page.goto("/admin");
    const latest = page.getByRole("list", { name: "Latest changes" }).getByRole("listitem");
    await expect(latest.nth(0)).toHaveText(
      new RegExp(`^Created\\s*Company: ${name}\\s*by admin@example\\.com, .+ UTC$`),
    );
    await expect(latest.nth(0).getByRole("link", { name })).toHaveAttribute(
      "href",
      `/admin/organizations/${shortname}/edit`,
    );
    await expect(latest.nth(1)).toHaveText(new RegExp(`^Updated\\s*Submission: ${name}`));
    await expect(latest.nth(1).getByRole("link", { name })).toHaveAttribute(
      "href",
      "/admin/submissions",
    );

    await page.getByRole("link", { name: "View all history" }).click();
    await expect(page).toHaveURL("/admin/history");
    const changes = page.getByRole("list", { name: "Changes" }).locator(":scope > li");
    const created = changes.filter({ hasText: `Company: ${name}` });
    await expect(created).toHaveCount(1);
    await expect(created.getByText("Created", { exact: true })).toBeVisible();
    await expect(created.getByRole("list", { name: "Changed fields" })).toHaveText(
      new RegExp(
        `name:\\s*empty\\s*→\\s*to\\s*${name}\\s*shortname:\\s*empty\\s*→\\s*to\\s*${shortname}`,
      ),
    );
    const reviewed = changes.filter({ hasText: `Submission: ${name}` });
    await expect(reviewed.getByRole("list", { name: "Changed fields" })).toContainText(
      /status:\s*new\s*→\s*to\s*accepted/,
    );

    const filters = page.getByRole("search", { name: "Filter changes" });
    await filters.getByLabel("Type").selectOption("company");
    await filters.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL("/admin/history?type=company");
    await expect(created).toHaveCount(1);
    await expect(reviewed).toHaveCount(0);
    await expect(changes.filter({ hasNotText: "Company:" })).toHaveCount(0);

    await filters.getByLabel("Type").selectOption("submission");
    await filters.getByLabel("Admin").selectOption("admin@example.com");
    await filters.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL("/admin/history?type=submission&admin=admin%40example.com");
    await expect(filters.getByLabel("Admin")).toHaveValue("admin@example.com");
    await expect(reviewed).toHaveCount(1);
    await expect(created).toHaveCount(0);

    await page.goto("/admin/history?type=submission&admin=nobody%40example.com");
    await expect(page.getByText("No changes match these filters.")).toBeVisible();
    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL("/admin/history");
    await expect(created).toHaveCount(1);
  });
});
