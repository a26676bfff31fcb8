import { expect, test } from "@playwright/test";
import { startLocalServer, type LocalServer } from "../fixtures/local-server";
import { devSignIn, expectNoSeriousViolations } from "./helpers";
import { ADMIN_APP_URL, APP_PORT } from "./servers";

// What another site does with a company page: an unfurler follows the page's oEmbed link and
// frames the card it answers on a page of its own origin; a README shows the badge. And what a
// visitor of the company page sees of it: the "Embed this" dialog.

const SITE = `http://localhost:${APP_PORT}`;

let parent: LocalServer;
let framed = "";

test.beforeAll(async () => {
  // A page of another origin (127.0.0.1 on a port of its own) framing what the oEmbed answer gave.
  parent = await startLocalServer({
    "/": (_request, response) => {
      response
        .writeHead(200, { "content-type": "text/html; charset=utf-8" })
        .end(`<!doctype html><title>A blog</title><h1>A blog post</h1>${framed}`);
    },
  });
});

test.afterAll(() => parent.close());

test("an unfurler finds the oEmbed link of a company page and frames its card on another site", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/organizations/supabase")).text();
  const link = /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)"/.exec(html);
  expect(link, "the page's oEmbed link").not.toBeNull();
  const endpoint = link![1].replaceAll("&amp;", "&");
  expect(endpoint).toBe(
    `${SITE}/oembed?url=${encodeURIComponent(`${SITE}/organizations/supabase`)}&format=json`,
  );

  const answer = await request.get(endpoint);
  expect(answer.status()).toBe(200);
  const oembed = await answer.json();
  expect(oembed).toMatchObject({ version: "1.0", type: "rich", title: "Supabase", width: 480 });
  framed = oembed.html;

  // The card holds no script: the sandbox would block it, logging an error on the blog.
  expect(await (await request.get("/embed/organizations/supabase")).text()).not.toContain(
    "<script",
  );
  await page.goto(parent.url);
  const card = page.frameLocator("iframe");
  const name = card.getByRole("link", { name: "Supabase", exact: true });
  await expect(name).toBeVisible();
  await expect(name).toHaveAttribute("target", "_blank");
  await expect(card.getByText("The open source Firebase alternative")).toBeVisible();
  await expect(card.getByText(/\$[\d.]+[KMB] raised/)).toBeVisible();
  await expect(card.getByRole("img", { name: "Supabase logo" })).toBeVisible();
});

test("a person page's oEmbed link leads to the person's card", async ({ request }) => {
  const people = await (await request.get("/people")).text();
  const id = /href="\/people\/(\d+)"/.exec(people)![1];
  const html = await (await request.get(`/people/${id}`)).text();
  const link = /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)"/.exec(html);
  const oembed = await (await request.get(link![1].replaceAll("&amp;", "&"))).json();
  expect(oembed.html).toContain(`src="${SITE}/embed/people/${id}"`);
  const card = await request.get(`/embed/people/${id}`);
  expect(card.status()).toBe(200);
  expect(await card.text()).toContain(`>${oembed.title}</a>`);
});

test("only the embed paths may be framed by any site", async ({ request }) => {
  for (const path of ["/embed/organizations/supabase", "/embed/company"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-security-policy"], path).toContain("frame-ancestors *");
    expect(response.headers()["x-frame-options"], path).toBeUndefined();
  }
  const oembed = await request.get(
    `/oembed?url=${encodeURIComponent(`${SITE}/organizations/supabase`)}`,
  );
  for (const response of [
    await request.get("/organizations/supabase"),
    await request.get("/badge/supabase.svg"),
    oembed,
  ]) {
    expect(response.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(response.headers()["x-frame-options"]).toBe("DENY");
  }
  expect((await request.get("/embed/organizations/no-such-company")).status()).toBe(404);
});

test("a README badge is an SVG image with a title, and a bad metric is a plain 400", async ({
  request,
}) => {
  const badge = await request.get("/badge/supabase.svg?metric=funding");
  expect(badge.status()).toBe(200);
  expect(badge.headers()["content-type"]).toContain("image/svg+xml");
  expect(await badge.text()).toMatch(/<title>COSS Directory: \$[\d.]+[KMB] raised<\/title>/);
  const unknown = await request.get("/badge/supabase.svg?metric=forks");
  expect(unknown.status()).toBe(400);
  expect(await unknown.text()).toContain('Unknown metric "forks"');
  const notListed = await request.get("/badge/no-such-company.svg");
  expect(notListed.status()).toBe(200);
  expect(await notListed.text()).toContain("<title>COSS Directory: not listed</title>");
});

test("the company page's Embed this dialog shows the card's snippet, its preview and the badge's Markdown", async ({
  page,
}) => {
  await page.goto("/organizations/supabase");
  const opener = page.getByRole("button", { name: "Embed this" });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Embed Supabase" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Card (HTML)")).toHaveValue(
    new RegExp(`^<iframe src="${SITE}/embed/organizations/supabase" width="480" height="160"`),
  );
  await expect(dialog.getByLabel("README badge (Markdown)")).toHaveValue(
    `[![COSS Directory: Supabase](${SITE}/badge/supabase.svg)](${SITE}/organizations/supabase)`,
  );
  const preview = dialog.frameLocator("iframe");
  await expect(preview.getByRole("link", { name: "Supabase", exact: true })).toBeVisible();
  await expect(dialog.getByRole("img", { name: "COSS Directory: Supabase" })).toBeVisible();
  await expectNoSeriousViolations(page, "dialog iframe");

  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await dialog.getByRole("button", { name: "Copy" }).first().click();
  await expect(dialog.getByRole("status").first()).toHaveText("Copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("<iframe");

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // The card the preview frames, on its own, in the light theme and the dark one.
  await page.goto("/embed/organizations/supabase");
  await expect(page.getByRole("link", { name: "Supabase", exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);
  const card = page.getByRole("article");
  await expect(card).toHaveCSS("background-color", "rgb(255, 255, 255)");
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(card).toHaveCSS("background-color", "rgb(15, 23, 42)");
  await expectNoSeriousViolations(page);
});

test.describe("on the writes server", () => {
  test.use({ baseURL: ADMIN_APP_URL });
  const path = "/organizations/crunchy-data";
  // A write empties the micro-cache; a little more than its 10 s covers a request in flight.
  const visitorDelay = { timeout: 12_000, intervals: [500] };

  test("a save refreshes the company's cached badge and card", async ({ page }) => {
    // An anonymous visitor, by plain fetch (which follows the server's keep-alive hints).
    const visitor = (url: string) => fetch(`${ADMIN_APP_URL}${url}`).then((r) => r.text());
    const badge = async () =>
      (await visitor("/badge/crunchy-data.svg?metric=funding")).match(
        /<title>([^<]*)<\/title>/,
      )?.[1];
    const card = () => visitor(`/embed${path}`);
    // Cached first, as visitors had them.
    expect(await badge()).toMatch(/^COSS Directory: /);
    expect(await badge()).not.toContain("$777M");
    expect(await card()).not.toContain("$777M raised");

    await devSignIn(
      page,
      "admin@example.com",
      `/login?callbackUrl=${encodeURIComponent(`/admin${path}/edit`)}`,
    );
    const funding = page.getByLabel("Total funding", { exact: true });
    const before = await funding.inputValue();
    try {
      await funding.fill("777M");
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect.poll(badge, visitorDelay).toBe("COSS Directory: $777M raised");
      await expect.poll(card, visitorDelay).toContain("$777M raised");
    } finally {
      await page.goto(`/admin${path}/edit`);
      await page.getByLabel("Total funding", { exact: true }).fill(before);
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page).toHaveURL(path);
    }
  });
});
