import { expect, test, type Page } from "@playwright/test";
import { TERMINAL_COOKIE } from "@/components/admin/remembered-choice";
import { devSignIn } from "./helpers";
import { ADMIN_APP_URL, FEED_URL } from "./servers";

// The curators' table of companies, and the paged unpublished headlines and social posts.
// Its writes go to the writes server; its companies are funds (the demo data has none) named
// with a per-run suffix, so that a retry finds its own rows.
test.use({ baseURL: ADMIN_APP_URL });

const RUN = Date.now().toString(36);
const NAMES = ["A", "B", "C", "D"].map((letter) => `Table ${letter} ${RUN}`);

/** Creates the run's companies (unpublished funds without a logo) through the terminal. */
async function createFunds(page: Page) {
  await page
    .context()
    .addCookies([{ name: TERMINAL_COOKIE, value: "shown", domain: "127.0.0.1", path: "/admin" }]);
  await devSignIn(page, "admin@example.com", "/admin");
  const command = page.getByLabel("Command");
  await expect(page.getByRole("button", { name: "Run" })).toBeEnabled();
  for (const name of NAMES) {
    const slug = name.toLowerCase().replaceAll(" ", "-");
    const json = {
      name,
      organization_type: "fund",
      published: false,
      websites: [`https://${slug}.example`],
    };
    const log = page.getByRole("log", { name: "Terminal output" });
    await command.fill(JSON.stringify(json));
    await command.press("End");
    await command.press("Enter");
    await expect(command).toHaveValue("");
    await expect(log).toHaveAttribute("aria-busy", "false");
    await expect(log.getByText(`✅ Company "${name}" created`)).toBeVisible();
  }
}

const row = (page: Page, name: string) => page.getByRole("row").filter({ hasText: name });
const status = (page: Page) => page.getByRole("status").filter({ hasText: /\w/ }).first();

test("a curator filters, fixes logos and changes companies in bulk from the table", async ({
  page,
}) => {
  // One curator's session of many steps, each a server round trip.
  test.setTimeout(120_000);
  await createFunds(page);

  // The sidebar's Companies opens the table; the public list stays one link away.
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "Companies" })
    .click();
  await expect(page).toHaveURL("/admin/organizations");
  await expect(page.getByRole("link", { name: "View public list" })).toHaveAttribute(
    "href",
    "/organizations",
  );

  // Filter: funds missing a logo; the URL is the filter's canonical one.
  const filters = page.getByRole("form", { name: "Filters" });
  await filters.getByLabel("Type").selectOption("fund");
  await filters.getByLabel("Missing logo").check();
  await filters.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL("/admin/organizations?missing=logo&type=fund");
  for (const name of NAMES) await expect(row(page, name)).toBeVisible();

  // Three logos fixed in place: each fixed row leaves the filter, the others stay.
  for (const name of NAMES.slice(0, 3)) {
    await page.getByLabel(`Logo URL of ${name}`).fill(`${FEED_URL}/logo-${name.at(6)}.png`);
    await row(page, name).getByRole("button", { name: "Save" }).click();
    await expect(status(page)).toHaveText(`Saved the logo of ${name}.`);
    await expect(row(page, name)).toHaveCount(0);
  }
  // A URL that is not http(s) is refused, naming what is wrong.
  await page.getByLabel(`Logo URL of ${NAMES[3]}`).fill("ftp://files.example/logo.png");
  await row(page, NAMES[3]).getByRole("button", { name: "Save" }).click();
  await expect(row(page, NAMES[3])).toContainText("The logo URL must be an http(s) URL");
  await page.reload();
  for (const name of NAMES.slice(0, 3)) await expect(row(page, name)).toHaveCount(0);
  await expect(row(page, NAMES[3])).toBeVisible();

  // Publish two ticked companies, then unpublish one of them.
  await page.goto("/admin/organizations?type=fund");
  const bulkAction = page.getByLabel("Bulk action", { exact: true });
  await page.getByLabel(`Select ${NAMES[0]}`).check();
  await page.getByLabel(`Select ${NAMES[1]}`).check();
  await expect(page.getByText("2 companies selected")).toBeVisible();
  await bulkAction.selectOption("publish");
  await page.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(status(page)).toHaveText("Published 2 companies.");
  await expect(row(page, NAMES[0])).toContainText("Published");
  await expect(row(page, NAMES[1])).toContainText("Published");
  await expect(row(page, NAMES[2])).toContainText("Unpublished");
  await page.getByLabel(`Select ${NAMES[1]}`).check();
  await bulkAction.selectOption("unpublish");
  await page.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(status(page)).toHaveText("Unpublished 1 company.");
  await expect(row(page, NAMES[1])).toContainText("Unpublished");

  // A tag applied to all N matching (the funds), without a row list sent.
  const total = Number(
    (await page.getByText(/^\d+ compan(y|ies) match\.$/).textContent())!.split(" ")[0],
  );
  await page.getByLabel("Select every company on this page").check();
  await page.getByRole("button", { name: `Select all ${total} matching` }).click();
  await expect(page.getByText(`All ${total} matching companies are selected.`)).toBeVisible();
  await bulkAction.selectOption("apply-tag");
  // The tag is searched for by typing, none chosen before; Apply waits for one, then asks.
  const tag = page.getByLabel("Tag", { exact: true });
  const apply = page.getByRole("button", { name: "Apply", exact: true });
  await expect(tag).toHaveValue("");
  await expect(apply).toBeDisabled();
  const tagLabel = (await page.locator("#bulk-tags option").first().getAttribute("value"))!;
  await tag.fill(tagLabel);
  await apply.click();
  const question = page.getByRole("dialog", {
    name: `Apply "${tagLabel}" to ${total} companies?`,
  });
  await question.getByRole("button", { name: "Apply" }).click();
  const tagName = tagLabel.replace(/ \(.*\)$/, "");
  await expect(status(page)).toContainText(`Applied "${tagName}" to`);
  await page.goto("/admin/organizations?missing=tags&type=fund");
  for (const name of NAMES) await expect(row(page, name)).toHaveCount(0);

  // A part of a name, in any case, finds the company; the URL keeps it.
  await page.goto("/admin/organizations?type=fund");
  await filters.getByLabel("Name").fill(NAMES[1].slice(2).toUpperCase());
  await filters.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(
    `/admin/organizations?q=${encodeURIComponent(NAMES[1].slice(2).toUpperCase()).replaceAll("%20", "+")}&type=fund`,
  );
  await expect(row(page, NAMES[1])).toBeVisible();
  await expect(row(page, NAMES[0])).toHaveCount(0);

  // Delete all matching, typing the count: a wrong count is refused and deletes nothing.
  await page.goto("/admin/organizations?type=fund");
  await page.getByLabel("Select every company on this page").check();
  await page.getByRole("button", { name: `Select all ${total} matching` }).click();
  await bulkAction.selectOption("delete");
  await page.getByRole("button", { name: "Apply", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `Delete ${total} companies?` });
  await dialog.getByLabel(`Type ${total} to confirm`).fill(String(total + 1));
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(dialog).toContainText(`type ${total} to delete them. Nothing was deleted.`);
  await dialog.getByLabel(`Type ${total} to confirm`).fill(String(total));
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(status(page)).toHaveText(`Deleted ${total} companies.`);
  await expect(page.getByText("No companies match these filters")).toBeVisible();

  // The history shows the bulk changes, each listing its companies, without a Restore.
  await page.goto("/admin/history?type=company");
  const entry = page.getByRole("listitem").filter({ hasText: "Published 2 companies" }).first();
  await expect(entry.getByRole("list", { name: "Companies changed" })).toContainText(NAMES[0]);
  await expect(entry.getByRole("button", { name: "Restore" })).toHaveCount(0);
});

test("unpublished headlines are published in bulk; social posts are paged", async ({ page }) => {
  await devSignIn(page, "admin@example.com", "/admin/headlines/unpublished");
  await expect(page.getByRole("heading", { name: /Unpublished Headlines/ })).toBeVisible();
  const list = page.getByRole("list", { name: "Unpublished headlines" });
  await expect(list).toBeVisible();
  const items = list.getByRole("listitem");
  const before = await items.count();
  expect(before).toBeGreaterThanOrEqual(2);
  const titles = [
    (await items.nth(0).getByRole("link").first().textContent())!,
    (await items.nth(1).getByRole("link").first().textContent())!,
  ];
  await page.getByLabel(`Select ${titles[0]}`).check();
  await page.getByLabel(`Select ${titles[1]}`).check();
  await page.getByRole("button", { name: "Publish selected" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Published 2 headlines." }),
  ).toBeVisible();
  await expect(items).toHaveCount(before - 2);
  await expect(list.getByRole("link", { name: titles[0], exact: true })).toHaveCount(0);

  // A page past the end shows the last page (the demo has fewer posts than a page holds).
  await page.goto("/admin/social/posts?page=3");
  await expect(page.getByRole("heading", { name: "Social Media Posts" })).toBeVisible();
  await expect(page.getByText("Error loading posts")).toHaveCount(0);
});
