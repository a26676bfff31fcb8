import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { readPng } from "../fixtures/png";
import { devSignIn } from "./helpers";
import { ADMIN_APP_URL } from "./servers";

// Saving a default template changes every company's card: on the writes' server.
test.use({ baseURL: ADMIN_APP_URL });

const RUN = Date.now().toString(36);

async function signIn(page: Page, path: string) {
  await devSignIn(page, "admin@example.com", `/login?callbackUrl=${encodeURIComponent(path)}`);
  await expect(page).toHaveURL(path);
}

/** The top-left pixel of the preview image as the browser shows it. */
function previewPixel(page: Page) {
  return page.getByRole("img", { name: /^Social card of/ }).evaluate((img: HTMLImageElement) => {
    if (!img.complete || img.naturalWidth === 0) return null;
    const canvas = document.createElement("canvas");
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext("2d")!;
    context.drawImage(img, 0, 0);
    const [r, g, b] = context.getImageData(2, 2, 1, 1).data;
    const hex = [r, g, b].map((value) => value.toString(16).padStart(2, "0")).join("");
    return `${canvas.width}x${canvas.height} #${hex.toUpperCase()}`;
  });
}

test("a curator designs a template, watches the preview, downloads it and makes it the default", async ({
  page,
  request,
}) => {
  await signIn(page, "/admin/og-images");
  await expect(page.getByRole("link", { name: "Back to Admin" })).toHaveAttribute("href", "/admin");
  await expect.poll(() => previewPixel(page), { timeout: 20_000 }).toBe("1200x630 #00274C");

  // The searchable chooser reaches any published company.
  await page.getByLabel("Organization", { exact: true }).fill("Supa");
  await page.getByRole("option", { name: /Supabase/ }).click();
  await expect(page.getByText("Showing: Supabase")).toBeVisible();

  await page.getByLabel("Template", { exact: true }).selectOption({ label: "New template…" });
  await page.getByLabel("Template name").fill(`Green ${RUN}`);
  // Quick successive edits: the preview ends on the last one.
  const background = page.getByLabel("Background colour", { exact: true });
  await background.fill("#111111");
  await background.fill("#222222");
  await background.fill("#10B981");
  await expect.poll(() => previewPixel(page), { timeout: 20_000 }).toBe("1200x630 #10B981");

  const title = page.getByLabel("Title size");
  await expect(title).toHaveAttribute("min", "24");
  await expect(title).toHaveAttribute("max", "128");
  await title.fill("90");
  await expect(page.locator('output[for="title_size"]')).toHaveText("90");
  await expect(page.getByLabel("Avatar y")).toHaveAttribute("max", "580");
  await expect(page.getByLabel("Layout")).toContainText("right");

  // A colour that is not one: named under the field and by the preview, never saved.
  await background.fill("blue");
  await expect(
    page.getByText("Background colour must be a colour such as #00274C").first(),
  ).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Preview failed" })).toContainText(
    "Background colour must be a colour such as #00274C",
  );
  await page.getByRole("button", { name: "Save template" }).click();
  await expect(page.getByText("Failed to save template")).toBeVisible();
  await background.fill("#10B981");

  const png = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download PNG" }).click();
  const pngFile = await png;
  expect(pngFile.suggestedFilename()).toBe("supabase.png");
  expect(readPng(await readFile(await pngFile.path()))).toEqual({
    width: 1200,
    height: 630,
    topLeft: "#10B981",
  });
  const svg = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download SVG" }).click();
  const svgFile = await svg;
  expect(svgFile.suggestedFilename()).toBe("supabase.svg");
  expect(await readFile(await svgFile.path(), "utf8")).toMatch(/^<svg[^>]*width="1200"/);

  // Made the default, it draws the company's card for crawlers.
  await page.getByLabel("Default template").check();
  await page.getByRole("button", { name: "Save template" }).click();
  const saved = page.getByText("Template saved successfully!");
  await expect(saved).toBeVisible();
  await expect(saved).toBeHidden({ timeout: 5000 });
  await expect(page.getByLabel("Template", { exact: true })).toContainText(
    `Green ${RUN} (default)`,
  );

  const card = await request.get("/organizations/supabase/card.png");
  expect(card.headers()["content-type"]).toBe("image/png");
  expect(readPng(await card.body()).topLeft).toBe("#10B981");
});

test("a failed save stays until dismissed; a success fades after 3 s", async ({ page }) => {
  await page.clock.install();
  await signIn(page, "/admin/og-images");
  await page.getByLabel("Template", { exact: true }).selectOption({ label: "New template…" });
  await page.getByLabel("Template name").fill(`Kept ${RUN}`);
  const background = page.getByLabel("Background colour", { exact: true });
  const save = page.getByRole("button", { name: "Save template" });
  await background.fill("blue");
  await save.click();
  const failed = page.getByText("Failed to save template");
  await expect(failed).toBeVisible();
  await page.clock.fastForward(10_000);
  await expect(failed).toBeVisible();
  await page.getByRole("button", { name: "Dismiss" }).click();
  await expect(failed).toBeHidden();

  await background.fill("#334455");
  await save.click();
  const saved = page.getByText("Template saved successfully!");
  await expect(saved).toBeVisible();
  await page.clock.fastForward(3_000);
  await expect(saved).toBeHidden();
});

test("a published company's page names its card; an unpublished company has none", async ({
  page,
  request,
}) => {
  await page.goto("/organizations/supabase");
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    /\/organizations\/supabase\/card\.png$/,
  );
  await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute(
    "content",
    /\/organizations\/supabase\/card\.png$/,
  );
  const card = await request.get("/organizations/supabase/card.png");
  expect(readPng(await card.body())).toMatchObject({ width: 1200, height: 630 });
  expect((await request.get("/organizations/yugabyte/card.png")).status()).toBe(404);
  expect((await request.get("/organizations/no-such-company/card.png")).status()).toBe(404);
});

test("the setup page shows the template table's SQL and whether this database has it", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signIn(page, "/admin/og-images/setup");
  await expect(
    page.getByText("This database has the template table and a default template."),
  ).toBeVisible();
  await page.getByRole("button", { name: "Generate SQL for Setup" }).click();
  const sqlText = page.getByLabel("Setup SQL");
  await expect(sqlText).toContainText('CREATE TABLE "og_templates"');
  await expect(sqlText).toContainText('INSERT INTO "og_templates"');
  await page.getByRole("button", { name: "Copy SQL" }).click();
  await expect(page.getByRole("button", { name: "Copied!" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
    'CREATE TABLE "og_templates"',
  );
  await expect(page.getByRole("button", { name: "Copy SQL" })).toBeVisible({ timeout: 4000 });
  await expect(page.getByRole("link", { name: "Back" })).toHaveAttribute("href", "/admin");
  await page.getByRole("link", { name: "Continue to OG Images" }).click();
  await expect(page).toHaveURL("/admin/og-images");
});
