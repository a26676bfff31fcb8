import { expect, test, type Browser, type Page } from "@playwright/test";
import { startLocalServer, type LocalServer } from "../fixtures/local-server";
import { devSignIn } from "./helpers";
import { ADMIN_APP_URL, APP_PORT, HEADLINE_DESK_PORTS } from "./servers";
import { articleRoutes } from "./stand-ins/article-pages";

// Its writes go to a server of their own (tests/e2e/servers.ts).
test.use({ baseURL: ADMIN_APP_URL });

// The headline editor, the review of unpublished headlines and the URL analysis, as
// admin@example.com on the demo data. Titles carry a per-run suffix.
const RUN = Date.now().toString(36);

let articles: LocalServer;
test.beforeAll(async () => {
  articles = await startLocalServer(articleRoutes(), HEADLINE_DESK_PORTS.articles);
});
test.afterAll(async () => articles?.close());

async function signInAt(page: Page, path: string) {
  await devSignIn(page, "admin@example.com", `/login?callbackUrl=${encodeURIComponent(path)}`);
  await expect(page).toHaveURL(path);
}

const errorBox = (page: Page) => page.getByRole("alert").filter({ hasText: /^Error/ });
const chips = (page: Page) =>
  page.getByRole("list", { name: "Chosen companies" }).getByRole("listitem");

async function pickCompany(page: Page, text: string, name: string) {
  const box = page.getByRole("combobox", { name: "Companies Mentioned" });
  await box.pressSequentially(text, { delay: 20 });
  const option = page.getByRole("option").filter({ hasText: new RegExp(`^${name} \\(`) });
  await option.click();
  await expect(chips(page).filter({ hasText: name })).toBeVisible();
}

/** The text of the carousel's card of `title` as an anonymous visitor sees it, or null. */
async function visitorCarouselCard(browser: Browser, title: string) {
  const context = await browser.newContext({ baseURL: ADMIN_APP_URL });
  const page = await context.newPage();
  await page.goto("/headlines");
  const card = page
    .getByRole("region", { name: "Recent COSS Headlines" })
    .getByRole("article")
    .filter({ hasText: title });
  const text = (await card.count()) > 0 ? await card.first().textContent() : null;
  await context.close();
  return text;
}

/** Fills and saves a new unpublished headline; answers its id (read from the unpublished list). */
async function createUnpublished(page: Page, title: string, date: string) {
  await page.goto("/admin/headlines/new");
  await page.getByLabel("URL").fill(`https://news.example/${title.replaceAll(" ", "-")}`);
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Headline Type").selectOption("media_mention");
  await page.getByLabel("Date").fill(date);
  await page.getByRole("checkbox", { name: "Published" }).uncheck();
  await page.getByRole("button", { name: "Save Headline" }).click();
  await expect(page).toHaveURL("/headlines");
  await page.goto("/admin/headlines/unpublished");
  const link = page.getByRole("link", { name: title, exact: true });
  return Number((await link.getAttribute("href"))!.match(/headlines\/(\d+)\/edit/)![1]);
}

test.describe("Headline editor", () => {
  test("refuses anonymous visitors", async ({ page, request }) => {
    await page.goto("/admin/headlines/new");
    await expect(page).toHaveURL("/login?callbackUrl=%2Fadmin%2Fheadlines%2Fnew");
    const answer = await request.get(`/api/analyze-url?url=${encodeURIComponent(articles.url)}`);
    expect(answer.status()).toBe(401);
  });

  test("names every missing field, then creates a funding headline shown on /headlines", async ({
    browser,
    page,
  }) => {
    const title = `Supabase raises a round ${RUN}`;
    await signInAt(page, "/admin/headlines/new");
    await expect(page.getByRole("heading", { name: "Add Headline", level: 1 })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Published" })).toBeChecked();
    await expect(
      page.getByText("Unchecked: the headline is saved unpublished and visible only to admins."),
    ).toBeVisible();
    await page.getByRole("button", { name: "Save Headline" }).click();
    await expect(errorBox(page)).toContainText("URL is required");
    for (const message of ["Title is required", "Headline Type is required", "Date is required"]) {
      await expect(errorBox(page)).toContainText(message);
    }

    await page.getByLabel("URL").fill("javascript:alert(1)");
    await expect(page.getByRole("link", { name: "Open URL" })).toHaveCount(0);
    await page.getByLabel("URL").fill(`https://news.example/supabase-${RUN}`);
    await expect(page.getByRole("link", { name: "Open URL in a new tab" })).toHaveAttribute(
      "target",
      "_blank",
    );
    await page.getByLabel("Title").fill(title);
    await expect(page.getByLabel("Funding Amount")).toHaveCount(0);
    await page.getByLabel("Headline Type").selectOption({ label: "Funding" });
    await expect(
      page.getByLabel("Headline Type").getByRole("option", { name: "OSS News & Views" }),
    ).toHaveCount(1);
    await page.getByLabel("Date").fill("2031-04-05");
    await page.getByLabel("Media Outlet").fill("Desk Daily");
    await page.getByLabel("Funding Amount").fill("twelve");
    await pickCompany(page, "supa", "Supabase");
    await pickCompany(page, "neo", "Neon");
    await chips(page)
      .filter({ hasText: "Neon" })
      .getByRole("button", { name: "Remove Neon" })
      .click();
    await expect(chips(page)).toHaveCount(1);
    await page.getByRole("button", { name: "Save Headline" }).click();
    await expect(errorBox(page)).toContainText(
      "Funding Amount must be a number, such as 12.5M, 1.2B or 3,000,000",
    );
    await page.getByLabel("Funding Amount").fill("12.5M");
    await page.getByRole("button", { name: "Save Headline" }).click();
    await expect(page).toHaveURL("/headlines");
    const card = page
      .getByRole("list", { name: "Search results" })
      .getByRole("article")
      .filter({ hasText: title });
    await expect(card).toContainText("Desk Daily");
    await expect(card).toContainText("$12.5M");
    await expect(card.getByRole("link", { name: "Supabase", exact: true })).toBeVisible();
    // The newest headline leads the carousel, for visitors too.
    await expect.poll(() => visitorCarouselCard(browser, title)).toContain("Desk Daily");

    // The same URL on a new headline is flagged with a link to the stored one.
    await page.goto("/admin/headlines/new");
    await page.getByLabel("URL").fill(`https://news.example/supabase-${RUN}`);
    await expect(page.getByText("This URL is already stored on another headline")).toBeVisible();
    await page.getByRole("link", { name: title }).click();
    await expect(page.getByLabel("Title")).toHaveValue(title);
    await expect(page.getByLabel("Funding Amount")).toHaveValue("12.5M");

    // An edit stays on the page with the saved values.
    await page.getByLabel("Media Outlet").fill("Desk Weekly");
    await page.getByRole("button", { name: "Save Headline" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Headline saved." })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Media Outlet")).toHaveValue("Desk Weekly");
    await expect(page.getByRole("heading", { name: "History" })).toBeVisible();
    await expect.poll(() => visitorCarouselCard(browser, title)).toContain("Desk Weekly");
  });

  test("a missing headline says 'Headline not found' with a Back button", async ({ page }) => {
    await signInAt(page, "/admin/headlines/999999/edit");
    await expect(page.getByText("Headline not found")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back" })).toBeVisible();
  });
});

test.describe("Review of unpublished headlines", () => {
  test("lists them with a count, steps through them and deletes them", async ({ page }) => {
    await signInAt(page, "/admin/headlines/unpublished");
    await expect(
      page.getByText(
        "These headlines are only visible to administrators. Click on any headline to edit and publish it.",
      ),
    ).toBeVisible();
    const older = await createUnpublished(page, `Older review ${RUN}`, "2098-01-01");
    const newer = await createUnpublished(page, `Newer review ${RUN}`, "2098-01-02");
    const items = page.getByRole("list", { name: "Unpublished headlines" }).getByRole("listitem");
    const total = await items.count();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(String(total));
    await expect(page.getByLabel(`${total} unpublished headlines`)).toBeVisible();
    const newerItem = items.filter({ hasText: `Newer review ${RUN}` });
    await expect(newerItem).toContainText("Media Mention");
    await expect(newerItem).toContainText("January 2, 2098");

    await page.getByRole("link", { name: `Newer review ${RUN}` }).click();
    await expect(page).toHaveURL(`/admin/headlines/${newer}/edit?set=unpublished`);
    await page.getByRole("link", { name: "Next →" }).click();
    await expect(page).toHaveURL(`/admin/headlines/${older}/edit?set=unpublished`);
    await page.getByRole("link", { name: "← Previous" }).click();
    await expect(page).toHaveURL(`/admin/headlines/${newer}/edit?set=unpublished`);
    // Published headlines offer no deletion.
    await page.getByRole("link", { name: "Published", exact: true }).click();
    await expect(page).toHaveURL(`/admin/headlines/${newer}/edit?set=published`);
    await page.getByRole("link", { name: "Next →" }).click();
    await expect(page).toHaveURL(/\/admin\/headlines\/\d+\/edit\?set=published$/);
    await expect(page.getByRole("button", { name: "Delete Unpublished Headline" })).toHaveCount(0);
    await page.goBack();

    await page.getByRole("button", { name: "Delete Unpublished Headline" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete Headline?" });
    await expect(dialog).toContainText(
      "Are you sure you want to delete this unpublished headline? This action cannot be undone.",
    );
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "Delete Unpublished Headline" }).click();
    await dialog.getByRole("button", { name: "Yes" }).click();
    // The next unpublished headline comes up.
    await expect(page).toHaveURL(`/admin/headlines/${older}/edit?set=unpublished`);
    await page.goto(`/admin/headlines/${newer}/edit`);
    await expect(page.getByText("Headline not found")).toBeVisible();
  });
});

test.describe("URL analysis without an AI key", () => {
  // The public server has no AI key; the analysis writes nothing, and nothing is saved there.
  test.use({ baseURL: `http://127.0.0.1:${APP_PORT}` });

  test("'Populate with AI' fills the form from the page's metadata, or says why not", async ({
    page,
  }) => {
    await signInAt(page, "/admin/headlines/new");
    const populate = page.getByRole("button", { name: "Populate with AI" });
    await populate.click();
    await expect(page.getByText("Please enter a URL first")).toBeVisible();

    await page.getByLabel("URL").fill(`${articles.url}/news/supabase-series-c`);
    await populate.click();
    await expect(page.getByLabel("Title")).toHaveValue("Supabase raises $80 million Series C");
    await expect(page.getByLabel("Date")).toHaveValue("2024-09-25");
    await expect(page.getByLabel("Media Outlet")).toHaveValue("TechNews Daily");
    await expect(page.getByLabel("Headline Type")).toHaveValue("funding");
    await expect(page.getByLabel("Funding Amount")).toHaveValue("80M");
    await expect(chips(page)).toHaveText(["Supabase×"]);

    for (const [path, reason] of [
      ["/news/not-html", "the page is not HTML (image/png)"],
      ["/news/huge", "response too large"],
      ["/news/missing", "the page answered HTTP 404"],
      ["/to/metadata", "refused to fetch a non-public address: 169.254.169.254"],
    ]) {
      await page.getByLabel("URL").fill(`${articles.url}${path}`);
      await populate.click();
      await expect(page.getByText(`Error analyzing URL: ${reason}`)).toBeVisible();
    }
    await expect(page.getByLabel("Title")).toHaveValue("Supabase raises $80 million Series C");

    await page.getByLabel("URL").fill(`${articles.url}/hop/1`);
    await populate.click();
    await expect(page.getByLabel("Title")).toHaveValue(
      "How Grafana Labs and Redis think about licenses",
    );
    await expect(chips(page)).toHaveText(["Supabase×", "Grafana Labs×", "Redis×", "GitLab×"]);

    // Prefilled from the query, analysed at once; no company found says so.
    await page.goto(
      `/admin/headlines/new?url=${encodeURIComponent(`${articles.url}/2024/05/09/plain`)}&autoAnalyze=true`,
    );
    await expect(page.getByLabel("Date")).toHaveValue("2024-05-09");
    await expect(page.getByLabel("Media Outlet")).toHaveValue("127.0.0.1");
    await expect(page.getByText("(None detected)")).toBeVisible();

    // The company editor's model buttons say which variable enables them.
    await page.goto("/admin/organizations/new");
    for (const [label, key] of [
      ["Gemini", "GOOGLE_GENERATIVE_AI_API_KEY"],
      ["OpenAI", "OPENAI_API_KEY"],
      ["Claude", "ANTHROPIC_API_KEY"],
    ]) {
      await expect(page.getByRole("button", { name: `Populate with ${label}` })).toBeDisabled();
      await expect(page.getByText(`Populate with ${label}: set ${key} to enable.`)).toBeVisible();
    }
  });
});
