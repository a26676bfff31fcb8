import { expect, test, type Page } from "@playwright/test";
import { devSignIn } from "./helpers";
import { ADMIN_APP_URL } from "./servers";

// Its writes go to a server of their own (tests/e2e/servers.ts).
test.use({ baseURL: ADMIN_APP_URL });

// A per-run suffix, so that a retry on the same data finds its own companies.
const RUN = Date.now().toString(36);
const NAME = `Twin ${RUN}`;
const SHORTNAME = `twin-${RUN}`;

async function createCompany(page: Page, city: string) {
  await page.goto("/admin/organizations/new");
  await page.locator("#company-name").fill(NAME);
  await page.getByLabel("City", { exact: true }).fill(city);
  await page.getByLabel("Published", { exact: true }).check();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(`/organizations/${SHORTNAME}`);
}

/**
 * The company page's own text, once its parts that load in the browser have loaded: its links
 * to the neighbouring companies left out.
 */
async function companyText(page: Page) {
  await expect(page.getByRole("article")).not.toContainText("Loading…");
  return page.getByRole("article").evaluate((article) => {
    const own = article.cloneNode(true) as HTMLElement;
    own.querySelector('nav[aria-label="Companies"]')?.remove();
    return own.textContent;
  });
}

test("a deleted company restored from the history comes back beside its namesake, which stays as it was", async ({
  page,
}) => {
  // Two creates, a delete and a restore, each a server round trip on two shared cores.
  test.setTimeout(120_000);
  await devSignIn(page, "admin@example.com", "/login?callbackUrl=%2Fadmin");
  await expect(page).toHaveURL("/admin");
  await createCompany(page, "Berlin, Germany");
  await page.goto(`/admin/organizations/${SHORTNAME}/edit`);
  await page.getByRole("button", { name: "Delete company" }).click();
  await page.getByRole("dialog").getByLabel(`Type ${NAME} to confirm`).fill(NAME);
  await page.getByRole("dialog").getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page).toHaveURL("/organizations");

  await createCompany(page, "Lisbon, Portugal");
  await expect(page.getByRole("main")).toContainText("Lisbon, Portugal");
  const namesakeText = await companyText(page);

  await page.goto("/admin/history?type=company");
  const deletion = page
    .getByRole("list", { name: "Changes" })
    .getByRole("listitem")
    .filter({ hasText: "Deleted" })
    .filter({ hasText: NAME });
  await deletion.getByRole("button", { name: /^Restore/ }).click();
  const dialog = page.getByRole("dialog", { name: "Restore this change?" });
  await expect(dialog).toContainText(`${NAME} goes back to its state before the change of`);
  await dialog.getByRole("button", { name: "Restore", exact: true }).click();
  await expect(deletion.getByRole("status")).toHaveText(
    `Restored ${NAME} as ${SHORTNAME}-2: another company has the shortname ${SHORTNAME} now.`,
  );

  await page.goto(`/organizations/${SHORTNAME}-2`);
  await expect(page.getByRole("heading", { level: 1, name: NAME })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Berlin, Germany");
  await page.goto(`/organizations/${SHORTNAME}`);
  await expect(page.getByRole("heading", { level: 1, name: NAME })).toBeVisible();
  expect(await companyText(page)).toBe(namesakeText);
});
