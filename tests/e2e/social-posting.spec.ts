import http from "node:http";
import { expect, test, type Page } from "@playwright/test";
import { readPng } from "../fixtures/png";
import { devSignIn } from "./helpers";
import {
  ADMIN_APP_PORT,
  ADMIN_APP_URL,
  DUB_STANDIN_PORT,
  SOCIAL_ADMIN_ENV,
  WEBHOOK_STANDIN_PORT,
} from "./servers";

// Posts are recorded: on the writes' server.
test.use({ baseURL: ADMIN_APP_URL });

const RUN = Date.now().toString(36);
const PROFILE = `http://localhost:${ADMIN_APP_PORT}/organizations/supabase`;
const WEBHOOK = `http://127.0.0.1:${WEBHOOK_STANDIN_PORT}/hook`;
const POST_URL = `https://x.com/cossdirectory/status/${RUN}`;
const POST_PAGE = "/admin/organizations/supabase/post-social";
// What the stand-ins put in their error answers: it must never reach the curator's page.
const MARKER = "remote-answer-marker-51e0";

type Received = { url: string; headers: http.IncomingHttpHeaders; body: Record<string, unknown> };

/** A stand-in remote API: answers by `mode`, remembers what it was sent. */
function standIn(port: number, answers: Record<string, [number, string, string]>) {
  const state = { mode: Object.keys(answers)[0], received: [] as Received[] };
  const server = http.createServer((request, response) => {
    let text = "";
    request.on("data", (chunk) => (text += chunk));
    request.on("end", () => {
      state.received.push({
        url: request.url ?? "",
        headers: request.headers,
        body: JSON.parse(text || "{}"),
      });
      const [status, type, body] = answers[state.mode];
      response.writeHead(status, { "content-type": type }).end(body);
    });
  });
  return {
    state,
    start: () => new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve)),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const webhook = standIn(WEBHOOK_STANDIN_PORT, {
  ok: [200, "application/json", JSON.stringify({ url: POST_URL })],
  error: [500, "text/plain", `boom ${MARKER}`],
});
const dub = standIn(DUB_STANDIN_PORT, {
  ok: [200, "application/json", JSON.stringify({ shortLink: `https://dub.sh/${RUN}` })],
  conflict: [
    409,
    "application/json",
    JSON.stringify({ error: { code: "conflict", message: `Link already exists ${MARKER}` } }),
  ],
  html: [200, "text/html", "<html>maintenance</html>"],
  designed: [200, "application/json", JSON.stringify({ shortLink: `https://dub.sh/${RUN}-card` })],
  // What Dub answers when it cannot use the image it was given.
  rejectsImage: [
    422,
    "application/json",
    JSON.stringify({
      error: { code: "unprocessable_entity", message: `Invalid image ${MARKER}` },
    }),
  ],
});
const STORED_IMAGE = new RegExp(`^http://localhost:${ADMIN_APP_PORT}/og/[0-9a-f]{64}\\.png$`);

test.beforeAll(async () => {
  await Promise.all([webhook.start(), dub.start()]);
});
test.afterAll(async () => {
  await Promise.all([webhook.stop(), dub.stop()]);
});

async function openPostPage(page: Page) {
  await devSignIn(page, "admin@example.com", `/login?callbackUrl=${encodeURIComponent(POST_PAGE)}`);
  await expect(page).toHaveURL(POST_PAGE);
}

test("the webhook URL and Dub key configured on the server never reach the browser", async ({
  page,
}) => {
  await openPostPage(page);
  await expect(
    page.getByText("Configured on the server (SOCIAL_WEBHOOK_URL): leave empty to use it."),
  ).toBeVisible();
  await expect(
    page.getByText("Configured on the server (DUB_API_KEY): leave empty to use it."),
  ).toBeVisible();
  await expect(page.getByLabel("Webhook URL")).toHaveValue("");
  // The page as loaded, and as a client-side navigation fetches it (the RSC payload).
  const html = await (await page.request.get(POST_PAGE)).text();
  const rsc = await (await page.request.get(POST_PAGE, { headers: { RSC: "1" } })).text();
  expect(html).toContain("Configured on the server (SOCIAL_WEBHOOK_URL)");
  expect(rsc).toContain("webhookConfigured");
  for (const payload of [html, rsc]) {
    expect(payload).not.toContain(SOCIAL_ADMIN_ENV.SOCIAL_WEBHOOK_URL);
    expect(payload).not.toContain("server-token-4d1c");
    expect(payload).not.toContain(SOCIAL_ADMIN_ENV.DUB_API_KEY);
  }
});

test("a curator posts a company to X through the webhook and finds the post in the list", async ({
  page,
}) => {
  await openPostPage(page);
  const text = page.getByLabel("Post text");
  await expect(text).toHaveValue(/^Supabase: The open source Firebase alternative/);
  await expect(text).toHaveValue(new RegExp(PROFILE));
  await expect(text).toHaveValue(/#/);

  const postButton = page.getByRole("button", { name: "Post to X" });
  const counter = page.locator("#post-counter");
  await text.fill("x".repeat(261));
  await expect(counter).toHaveText("261/280");
  await expect(counter).toHaveClass(/text-yellow-600/);
  await text.fill("x".repeat(281));
  await expect(counter).toHaveClass(/text-red-700/);
  await expect(postButton).toBeDisabled();
  await text.fill("");
  await expect(page.getByText("Please enter some content to post")).toBeVisible();
  await expect(postButton).toBeDisabled();
  await text.fill(`Supabase on the COSS directory ${RUN}`);
  // The webhook configured on the server serves while the field is empty.
  await expect(postButton).toBeEnabled();

  // A curator may type another one.
  const webhookUrl = page.getByLabel("Webhook URL");
  await webhookUrl.fill("http://10.1.2.3/hook");
  await postButton.click();
  await expect(
    page.getByText("Failed to post to X: The webhook URL must be an https URL"),
  ).toBeVisible();

  webhook.state.mode = "error";
  await webhookUrl.fill(WEBHOOK);
  await postButton.click();
  await expect(
    page.getByText("Failed to post to X: the webhook answered HTTP 500 Internal Server Error"),
  ).toBeVisible();
  await expect(page.getByText(MARKER)).toHaveCount(0);
  expect(webhook.state.received.at(-1)!.url).toBe("/hook");

  webhook.state.mode = "ok";
  await webhookUrl.fill("");
  await postButton.click();
  await expect(page.getByText("Successfully posted to X!")).toBeVisible();
  expect(webhook.state.received.at(-1)!.url).toBe("/hook/server-token-4d1c");
  const sent = webhook.state.received.at(-1)!.body;
  expect(sent).toMatchObject({
    content: `Supabase on the COSS directory ${RUN}`,
    organization: "Supabase",
    shortname: "supabase",
  });
  expect(Date.parse(String(sent.timestamp))).not.toBeNaN();

  await page.goto(`/admin/social/posts?q=${RUN}`);
  const card = page.getByRole("listitem").filter({ hasText: POST_URL });
  await expect(card).toContainText("X/Twitter");
  await expect(card.getByRole("link", { name: "Supabase" })).toHaveAttribute(
    "href",
    "/organizations/supabase",
  );
  await expect(card.getByRole("link", { name: "View Post" })).toHaveAttribute("href", POST_URL);

  // The company page's admin-only list reads the same rows.
  await page.goto("/organizations/supabase");
  const list = page.getByRole("region", { name: "Social Media Posts" });
  await expect(list.getByRole("link", { name: "View Post" }).first()).toHaveAttribute(
    "href",
    POST_URL,
  );
});

test("a curator adds a post by hand, searches for it and deletes it", async ({ page }) => {
  await devSignIn(page, "admin@example.com", "/login?callbackUrl=%2Fadmin%2Fsocial%2Fposts");
  await expect(page).toHaveURL("/admin/social/posts");
  await page.getByLabel("Company", { exact: true }).fill("Supa");
  await page.getByRole("option", { name: /Supabase/ }).click();
  await page.getByLabel("Post URL").fill("javascript:alert(1)");
  await page.getByRole("button", { name: "Add post" }).click();
  await expect(page.getByText("The post URL must be an http(s) URL")).toBeVisible();
  const url = `https://www.linkedin.com/posts/coss-${RUN}`;
  await page.getByLabel("Post URL").fill(url);
  await page.getByRole("button", { name: "Add post" }).click();
  await expect(page.getByText("Post added.")).toBeVisible();

  await page.getByLabel("Search posts").fill(`coss-${RUN}`);
  await page.getByRole("button", { name: "Search" }).click();
  const card = page.getByRole("listitem").filter({ hasText: url });
  await expect(card).toContainText("LinkedIn");
  page.once("dialog", (dialog) => dialog.accept());
  await card.getByRole("button", { name: `Delete post ${url}` }).click();
  await expect(page.getByText(`No posts match “coss-${RUN}”.`)).toBeVisible();
});

test("the post page of an unknown company says so", async ({ page }) => {
  const path = "/admin/organizations/no-such-company/post-social";
  await devSignIn(page, "admin@example.com", `/login?callbackUrl=${encodeURIComponent(path)}`);
  await expect(page.getByText("Organization not found", { exact: true })).toBeVisible();
});

test("a curator creates a Dub shortlink with the company's card", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await openPostPage(page);
  const create = page.getByRole("button", { name: "Create Shortlink" });
  await expect(page.getByRole("img", { name: "Social card of Supabase" })).toBeVisible({
    timeout: 20_000,
  });
  // The key configured on the server serves while the field is empty.
  dub.state.mode = "conflict";
  await create.click();
  await expect(
    page.getByText("Failed to create shortlink: the Dub API answered HTTP 409 Conflict (conflict)"),
  ).toBeVisible();
  await expect(page.getByText(MARKER)).toHaveCount(0);
  expect(dub.state.received.at(-1)!.headers.authorization).toBe(
    `Bearer ${SOCIAL_ADMIN_ENV.DUB_API_KEY}`,
  );

  await page.getByLabel("Dub API key").fill("dub_test_key");
  dub.state.mode = "html";
  await create.click();
  await expect(
    page.getByText("Failed to create shortlink: the Dub API answered without a shortLink"),
  ).toBeVisible();

  dub.state.mode = "ok";
  await create.click();
  await expect(
    page.getByText("Shortlink created successfully with custom OG image!"),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: `https://dub.sh/${RUN}` })).toBeVisible();
  const sent = dub.state.received.at(-1)!;
  expect(sent.headers.authorization).toBe("Bearer dub_test_key");
  expect(sent.body).toMatchObject({
    url: PROFILE,
    title: "COSS Directory - Supabase",
    proxy: true,
    publicStats: true,
  });
  expect(sent.body.image).toMatch(STORED_IMAGE);
  await page.getByRole("button", { name: "Copy", exact: true }).click();
  await expect(page.getByRole("button", { name: "Copied!" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`https://dub.sh/${RUN}`);
});

test("the shortlink's image is the card the curator designed on the page", async ({ page }) => {
  await openPostPage(page);
  await page.getByLabel("Background colour", { exact: true }).fill("#C0FFEE");
  const create = page.getByRole("button", { name: "Create Shortlink" });

  // Dub cannot use the image: said so, and no link is recorded.
  dub.state.mode = "rejectsImage";
  await create.click();
  await expect(
    page.getByText(
      "Failed to create shortlink: the Dub API answered HTTP 422 Unprocessable Entity (unprocessable_entity)",
    ),
  ).toBeVisible();
  await expect(page.getByText(MARKER)).toHaveCount(0);

  dub.state.mode = "designed";
  await create.click();
  await expect(
    page.getByText("Shortlink created successfully with custom OG image!"),
  ).toBeVisible();
  const image = String(dub.state.received.at(-1)!.body.image);
  expect(image).toMatch(STORED_IMAGE);
  expect(dub.state.received.at(-1)!.body.proxy).toBe(true);

  // The URL Dub was given serves the designed card, for good.
  const response = await page.request.get(image);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(readPng(await response.body())).toEqual({ width: 1200, height: 630, topLeft: "#C0FFEE" });
  const unknown = await page.request.get(image.replace(/[0-9a-f]{64}/, "0".repeat(64)));
  expect(unknown.status()).toBe(404);

  // The link is recorded once, among the company's posts.
  await page.goto(`/admin/social/posts?q=${RUN}-card`);
  await expect(
    page.getByRole("listitem").filter({ hasText: `https://dub.sh/${RUN}-card` }),
  ).toHaveCount(1);
});
