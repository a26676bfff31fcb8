import { expect, test, type Page } from "@playwright/test";
import { startLocalServer, type LocalServer } from "../fixtures/local-server";
import { devSignIn } from "./helpers";
import { ADMIN_APP_URL, HEADLINE_DESK_PORTS } from "./servers";
import { aiRoutes, type AiCalls } from "./stand-ins/ai-apis";
import { articleRoutes, parentPageRoutes } from "./stand-ins/article-pages";

// Its writes go to a server of their own, whose AI providers all point at the stand-in.
test.use({ baseURL: ADMIN_APP_URL });

const RUN = Date.now().toString(36);
const calls: AiCalls = { gemini: 0, openai: 0, claude: 0 };
let servers: LocalServer[] = [];
let articles: LocalServer;
let allowedParent: LocalServer;
let otherParent: LocalServer;

test.beforeAll(async () => {
  articles = await startLocalServer(articleRoutes(), HEADLINE_DESK_PORTS.articles);
  allowedParent = await startLocalServer(parentPageRoutes(), HEADLINE_DESK_PORTS.allowedParent);
  otherParent = await startLocalServer(parentPageRoutes(), HEADLINE_DESK_PORTS.otherParent);
  const ai = await startLocalServer(aiRoutes(calls), HEADLINE_DESK_PORTS.ai);
  servers = [articles, allowedParent, otherParent, ai];
});
test.afterAll(async () => Promise.all(servers.map((server) => server.close())));

async function signInAt(page: Page, path: string) {
  await devSignIn(page, "admin@example.com", `/login?callbackUrl=${encodeURIComponent(path)}`);
  await expect(page).toHaveURL(path);
}

const chips = (page: Page) =>
  page.getByRole("list", { name: "Chosen companies" }).getByRole("listitem");

test.describe("AI assist", () => {
  test("each provider fills the headline form; a bad answer leaves it unchanged", async ({
    page,
  }) => {
    await signInAt(page, "/admin/headlines/new");
    const model = page.getByLabel("AI model");
    await expect(model.getByRole("option")).toHaveText(["Gemini", "OpenAI", "Claude"]);
    const url = page.getByLabel("URL");
    const populate = page.getByRole("button", { name: "Populate with AI" });

    for (const [provider, label] of [
      ["openai", "OpenAI"],
      ["claude", "Claude"],
      ["gemini", "Gemini"],
    ] as const) {
      await model.selectOption({ label });
      for (const mode of ["malformed", "schema", "429"]) {
        await url.fill(`${articles.url}/news/ai-${mode}`);
        await populate.click();
        await expect(page.getByText(`Error analyzing URL with ${label}:`)).toBeVisible();
      }
      await expect(page.getByLabel("Title")).toHaveValue("");
      const before = calls[provider];
      await url.fill(`${articles.url}/news/licenses`);
      await populate.click();
      await expect(page.getByLabel("Title")).toHaveValue(
        "Neon raises $100 million to grow serverless Postgres",
      );
      expect(calls[provider]).toBe(before + 1);
      await expect(page.getByLabel("Media Outlet")).toHaveValue("Stand-in Times");
      await expect(page.getByLabel("Date")).toHaveValue("2025-05-01");
      await expect(page.getByLabel("Funding Amount")).toHaveValue("100M");
      // 'Nobody Known Inc' is not ours: only Neon is chosen.
      await expect(chips(page)).toHaveText(["Neon×"]);
      if (provider !== "gemini") {
        await page.goto("/admin/headlines/new");
      }
    }
    await page.getByLabel("Title").fill(`Neon raises, read by a model ${RUN}`);
    // Dated ahead of the demo data, so that it heads the list.
    await page.getByLabel("Date").fill("2097-06-01");
    await page.getByRole("button", { name: "Save Headline" }).click();
    await expect(page).toHaveURL("/headlines");
    await expect(
      page
        .getByRole("list", { name: "Search results" })
        .getByText(`Neon raises, read by a model ${RUN}`),
    ).toBeVisible();
  });

  test("the company editor's Populate buttons fill the form from its website", async ({ page }) => {
    await signInAt(page, "/admin/organizations/new");
    await page.getByRole("button", { name: "Populate with Claude" }).click();
    await expect(page.getByText("Please enter a website first")).toBeVisible();
    await page.getByRole("button", { name: /add website/i }).click();
    await page.getByRole("textbox", { name: /website 1/i }).fill(`${articles.url}/company/home`);
    await page.getByRole("button", { name: "Populate with Claude" }).click();
    await expect(page.getByText("Form filled by Claude. Check it, then save.")).toBeVisible();
    await expect(page.locator("#company-name")).toHaveValue("Stand-in Data");
    await expect(page.getByLabel("City", { exact: true })).toHaveValue("Lisbon");
    await expect(page.getByRole("textbox", { name: /website 1/i })).toHaveValue(
      `${articles.url}/company/home`,
    );
  });
});

test.describe("Embedded headline form", () => {
  const form = (articlePath: string) =>
    `${ADMIN_APP_URL}/embedded/headlines/new?url=${encodeURIComponent(`${articles.url}${articlePath}`)}&autoAnalyze=true`;
  const received = (page: Page) =>
    page.evaluate(() => (window as unknown as { received: unknown[] }).received);

  test("framed by an allowed origin: analysed at once, read-only URL, 'headline-created' to its parent", async ({
    page,
  }) => {
    await signInAt(page, "/admin");
    await page.goto(
      `${allowedParent.url}/parent?as=frame&form=${encodeURIComponent(form("/news/licenses"))}`,
    );
    const frame = page.frameLocator('iframe[title="Headline form"]');
    await expect(frame.getByLabel("URL")).toHaveAttribute("readonly", "");
    await expect(frame.getByLabel("Title")).toHaveValue(
      "Neon raises $100 million to grow serverless Postgres",
    );
    await frame.getByLabel("Title").fill(`Framed headline ${RUN}`);
    await frame.getByRole("button", { name: "Save Headline" }).click();
    await expect(frame.getByText("Headline created.")).toBeVisible();
    const messages = (await received(page)) as {
      origin: string;
      data: { type: string; id: number };
    }[];
    expect(messages).toHaveLength(1);
    expect(messages[0].origin).toBe(ADMIN_APP_URL);
    expect(messages[0].data.type).toBe("headline-created");
    expect(messages[0].data.id).toBeGreaterThan(0);
  });

  test("opened by another origin's page: it hears nothing; the allowed one hears 'headline-cancelled'", async ({
    page,
  }) => {
    await signInAt(page, "/admin");
    for (const [parent, heard] of [
      [otherParent, 0],
      [allowedParent, 1],
    ] as const) {
      await page.goto(`${parent.url}/parent`);
      const popupPromise = page.waitForEvent("popup");
      await page.evaluate(
        (url) => window.open(url, "add-headline", "width=700,height=800"),
        form("/2024/05/09/plain"),
      );
      const popup = await popupPromise;
      await expect(popup.getByLabel("Title")).toHaveValue(
        "Neon raises $100 million to grow serverless Postgres",
      );
      await popup.getByRole("button", { name: "Cancel" }).click();
      await expect(popup.getByText("Cancelled.")).toBeVisible();
      await expect.poll(async () => ((await received(page)) as unknown[]).length).toBe(heard);
      if (heard)
        expect(await received(page)).toEqual([
          { origin: ADMIN_APP_URL, data: { type: "headline-cancelled" } },
        ]);
      await popup.close();
    }
  });

  test("the dashboard's bookmarklet opens the form for the page being read", async ({ page }) => {
    await signInAt(page, "/admin");
    const link = page.getByRole("link", { name: "Add headline", exact: true });
    await expect(link).toHaveAttribute("href", /^javascript:/);
    const source = decodeURIComponent(
      (await link.getAttribute("href"))!.slice("javascript:".length),
    );
    await page.goto(`${articles.url}/news/supabase-series-c`);
    const popupPromise = page.waitForEvent("popup");
    await page.evaluate(source);
    const popup = await popupPromise;
    await expect(popup.getByLabel("URL")).toHaveValue(`${articles.url}/news/supabase-series-c`);
    await expect(popup.getByLabel("Title")).toHaveValue(
      "Neon raises $100 million to grow serverless Postgres",
    );
    await popup.getByLabel("Title").fill(`Bookmarklet headline ${RUN}`);
    await popup.getByRole("button", { name: "Save Headline" }).click();
    await expect(popup.getByText("Headline created.")).toBeVisible();
  });
});
