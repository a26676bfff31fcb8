import http from "node:http";
import { expect, test } from "@playwright/test";
import { ADMIN_APP_URL, HEADLINE_DESK_PORTS } from "./servers";

// The admin's headline form framed by a page of another site (127.0.0.2 is not 127.0.0.1's
// site): the browser sends the frame no session cookie, so the frame asks for a sign-in in a
// window of its own, and goes on once that window hands it a token.

const RUN = Date.now().toString(36);
const PARENT = `http://127.0.0.2:${HEADLINE_DESK_PORTS.otherSiteParent}`;
const FORM = `${ADMIN_APP_URL}/embedded/headlines/new?url=${encodeURIComponent(`https://news.example.org/${RUN}`)}`;

// The parent page: it frames the form and keeps every message it hears, with its origin.
const PARENT_PAGE = `<!doctype html><html><body><script>
  window.received = [];
  addEventListener("message", (event) => window.received.push({ origin: event.origin, data: event.data }));
  const frame = document.createElement("iframe");
  frame.src = ${JSON.stringify(FORM)}; frame.width = 800; frame.height = 900; frame.title = "Headline form";
  document.body.append(frame);
</script></body></html>`;

let parent: http.Server;
test.beforeAll(async () => {
  parent = http.createServer((request, response) => {
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    response.end(PARENT_PAGE);
  });
  await new Promise<void>((resolve) =>
    parent.listen(HEADLINE_DESK_PORTS.otherSiteParent, "127.0.0.2", resolve),
  );
});
test.afterAll(async () => new Promise<void>((resolve) => parent.close(() => resolve())));

// Third-party cookies blocked, as browsers do by default (the session cookie, SameSite=Lax,
// would not reach a frame of another site anyway); the test checks the frame has no session.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--test-third-party-cookie-phaseout"],
  },
});

test("framed by another site: sign in in a new window, then the frame creates the headline", async ({
  page,
}) => {
  await page.goto(`${PARENT}/`);
  const frame = page.frameLocator('iframe[title="Headline form"]');
  // No session in the frame: no form, and no login page either.
  await expect(frame.getByRole("button", { name: "Sign in in a new window" })).toBeVisible();
  await expect(frame.getByLabel("Title")).toHaveCount(0);
  const frameUrl = page
    .frames()
    .find((f) => f.url().startsWith(ADMIN_APP_URL))!
    .url();

  const popupOpened = page.waitForEvent("popup");
  await frame.getByRole("button", { name: "Sign in in a new window" }).click();
  const popup = await popupOpened;
  await expect(popup).toHaveURL(/\/login\?callbackUrl=/);
  await popup.getByLabel("Email").fill("admin@example.com");
  await popup.getByRole("button", { name: "Sign in", exact: true }).click();

  // The frame goes on without a reload: same document, now the form.
  await expect(frame.getByLabel("Title")).toBeVisible();
  expect(
    page
      .frames()
      .find((f) => f.url().startsWith(ADMIN_APP_URL))!
      .url(),
  ).toBe(frameUrl);
  await frame.getByLabel("Title").fill(`Framed from another site ${RUN}`);
  await frame.getByLabel("Headline Type").selectOption("announcement");
  await frame.getByLabel("Date").fill("2026-11-20");
  await frame.getByRole("button", { name: "Save Headline" }).click();
  await expect(frame.getByText("Headline created.")).toBeVisible();

  const messages = (await page.evaluate(
    () => (window as unknown as { received: unknown[] }).received,
  )) as { origin: string; data: { type: string; id?: number } }[];
  const told = messages.filter((message) => message.data?.type?.startsWith("headline-"));
  expect(told).toHaveLength(1);
  expect(told[0].origin).toBe(ADMIN_APP_URL);
  expect(told[0].data.type).toBe("headline-created");
  expect(told[0].data.id).toBeGreaterThan(0);
  // The token never reached the parent.
  expect(JSON.stringify(messages)).not.toContain("frame-token");
});
