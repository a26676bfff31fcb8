import { expect, test, type Page } from "@playwright/test";
import { devSignIn, expectNoSeriousViolations, SMOKE } from "./helpers";
import { ADMIN_APP_URL } from "./servers";

// Its writes go to a server of their own (tests/e2e/servers.ts).
test.use({ baseURL: ADMIN_APP_URL });

// The company editor, as a curator uses it. Names carry a per-run suffix, so that a retry on
// the same data finds its own company.
const RUN = Date.now().toString(36);

async function signIn(page: Page, path: string) {
  await devSignIn(page, "admin@example.com", `/login?callbackUrl=${encodeURIComponent(path)}`);
  await expect(page).toHaveURL(path);
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
/** The editor's red box titled Error. */
const errorBox = (page: Page) =>
  page.getByRole("alert").filter({ has: page.getByRole("heading", { name: "Error" }) });

/** Creates a company through the form (keyboard for the person pick), returning its path. */
async function createCompany(page: Page, name: string) {
  await signIn(page, "/admin/organizations/new");
  await page.locator("#company-name").fill(name);
  await field(page, "Short description").fill("Vector search for everyone");
  await field(page, "Description").fill("An open source vector database.");
  await field(page, "City").fill("Berlin, Germany");
  await field(page, "Year founded").fill("2021");
  await field(page, "Total funding").fill("12.5M");
  await field(page, "Published").check();

  await page.getByRole("button", { name: "Add website" }).click();
  await expect(field(page, "Website 1")).toBeFocused();
  await page.keyboard.type("https://vectors.example.com");
  await page.getByRole("button", { name: "Add website" }).click();
  await page.keyboard.type("https://docs.vectors.example.com");

  // An existing person, picked from the suggestions with the keyboard.
  await page.getByRole("button", { name: "Add key person" }).click();
  await page.keyboard.type("Paul Copp");
  await expect(page.getByRole("option", { name: /Paul Copplestone/ })).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page.locator("#people-0-name")).toHaveValue("Paul Copplestone");
  await page.locator("#people-0-role").fill("Advisor");
  // A new person with a social account.
  await page.getByRole("button", { name: "Add key person" }).click();
  await page.keyboard.type(`Vera Vector ${RUN}`);
  await page.locator("#people-1-role").fill("CEO & Co-founder");
  await page.locator("#people-1-founder").check();
  await page.getByRole("button", { name: "Add social account" }).nth(1).click();
  await page.locator("#people-1-account-0-url").fill("https://x.com/vera");

  await page.getByRole("button", { name: "Add project" }).click();
  await page.locator("#projects-0-name").fill("vectordb");
  await page.locator("#projects-0-resources_url").fill("https://github.com/vectors/vectordb");
  await page.locator("#projects-0-license").fill("Apache-2.0");

  await page.getByLabel("Tag category").selectOption("technology");
  await page.getByLabel("Tag name").fill("Vector Database");
  await page.keyboard.press("Enter");
  await page.getByLabel("Tag category").selectOption("license");
  await page.getByLabel("Tag name").fill("Apache-2.0");
  await page.getByRole("button", { name: "Add tag" }).click();

  await field(page, "Valuation amount").fill("$1.2B");
  await page.keyboard.press("Control+s");
  await expect(page).toHaveURL(/\/organizations\/vectors-/);
  // The save's confirmation survives the way to the public page.
  await expect(page.getByText(/^Saved Vectors /)).toBeVisible();
  return new URL(page.url()).pathname;
}

test(
  "a company created with people, a project, tags and a valuation shows on its public page",
  SMOKE,
  async ({ page }) => {
    const name = `Vectors ${RUN}`;
    const path = await createCompany(page, name);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    for (const text of ["Paul Copplestone", `Vera Vector ${RUN}`, "vectordb", "Vector Database"]) {
      await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByRole("region", { name: "Current Valuation" })).toContainText("$1.2B");

    // Edit: the form holds everything saved; a change shows on the page.
    await page.goto(`/admin${path}/edit`);
    await expect(field(page, "Description")).toHaveValue("An open source vector database.");
    // Founders come first.
    await expect(page.locator("#people-0-name")).toHaveValue(`Vera Vector ${RUN}`);
    await expect(page.locator("#people-0-account-0-url")).toHaveValue("https://x.com/vera");
    await expect(page.locator("#people-1-name")).toHaveValue("Paul Copplestone");
    await expect(field(page, "Valuation amount")).toHaveValue("1200");
    await page.getByRole("button", { name: "Move up website 2" }).click();
    await field(page, "Description").fill("The vector database, now in the cloud.");
    await page.getByRole("button", { name: "Remove tag Apache-2.0" }).click();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByText("The vector database, now in the cloud.")).toBeVisible();

    // The history shows the change; restoring brings the first description back.
    await page.goto(`/admin${path}/edit`);
    const history = page.getByRole("region", { name: "History" });
    await expect(history.getByRole("listitem").first()).toContainText("admin@example.com");
    await expect(history.getByRole("listitem").first()).toContainText("description");
    await history
      .getByRole("button", { name: /^Restore/ })
      .first()
      .click();
    await page
      .getByRole("dialog", { name: "Restore this change?" })
      .getByRole("button", { name: "Restore", exact: true })
      .click();
    await expect(field(page, "Description")).toHaveValue("An open source vector database.");
    await expect(field(page, "Website 1")).toHaveValue("https://vectors.example.com");
    await expect(history.getByRole("listitem").first()).toContainText("Restored");
  },
);

test("a refused save names each field, keeps what was typed, and writes nothing", async ({
  page,
}) => {
  await signIn(page, "/admin/organizations/new");
  await field(page, "Description").fill("Typed before the name");
  await page.getByRole("button", { name: "Add key person" }).click();
  await page.locator("#people-0-role").fill("CTO");
  await page.getByRole("button", { name: "Add website" }).click();
  await page.keyboard.type("javascript:alert(1)");
  await field(page, "Year founded").fill("99");
  await page.getByRole("button", { name: "Save", exact: true }).click();

  const box = errorBox(page);
  await expect(box).toContainText("Organization name is required");
  await expect(box).toContainText("Key person 1: Key person name is required");
  await expect(box).toContainText("Website 1: must be an http(s) URL");
  await expect(box).toContainText("year founded: must be a 4-digit year");
  await expect(page.locator("#company-name-error")).toHaveText("Organization name is required");
  await expect(page.locator("#people-0-name-error")).toHaveText("Key person name is required");
  await expect(page.locator("#company-name")).toBeFocused();
  await expect(field(page, "Description")).toHaveValue("Typed before the name");
  await expect(page.locator("#people-0-role")).toHaveValue("CTO");
  await expect(page).toHaveURL("/admin/organizations/new");
  await expectNoSeriousViolations(page);
});

test("Save and add another starts a blank form", async ({ page }) => {
  await signIn(page, "/admin/organizations/new");
  await page.locator("#company-name").fill(`Another ${RUN}`);
  await page.getByRole("button", { name: "Save and add another" }).click();
  await expect(page.getByRole("status")).toHaveText(`Saved Another ${RUN}. Add another.`);
  await expect(page.locator("#company-name")).toHaveValue("");
  await page.goto(`/organizations/another-${RUN}`);
  await expect(page.getByRole("heading", { level: 1, name: `Another ${RUN}` })).toBeVisible();
});

test("of two curators editing one company, the second save is refused and keeps its edits", async ({
  browser,
  page,
}) => {
  const path = `/admin/organizations/conflict-${RUN}/edit`;
  await signIn(page, "/admin/organizations/new");
  await page.locator("#company-name").fill(`Conflict ${RUN}`);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(`/organizations/conflict-${RUN}`);

  const second = await browser.newPage();
  await devSignIn(second, "admin@example.com", `/login?callbackUrl=${encodeURIComponent(path)}`);
  await expect(second).toHaveURL(path);
  await page.goto(path);

  await field(page, "City").fill("Paris, France");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(`/organizations/conflict-${RUN}`);

  await field(second, "City").fill("Oslo, Norway");
  await second.getByRole("button", { name: "Save", exact: true }).click();
  const box = errorBox(second);
  await expect(box).toContainText("admin@example.com changed this company at");
  await expect(box).toContainText("Nothing was saved");
  await expect(field(second, "City")).toHaveValue("Oslo, Norway");
  await page.reload();
  await expect(page.getByText("Paris, France").first()).toBeVisible();
  await second.close();
});

test("an editor opened before a tag was applied elsewhere refuses to save, and the tag stays", async ({
  browser,
  page,
}) => {
  // Two curators' sessions, a tag made and applied: long on two busy cores.
  test.setTimeout(120_000);
  const name = `Stale ${RUN}`;
  const tag = `Stale tag ${RUN}`;
  const path = `/admin/organizations/stale-${RUN}/edit`;
  await signIn(page, "/admin/organizations/new");
  await page.locator("#company-name").fill(name);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(`/organizations/stale-${RUN}`);
  await page.goto(path);
  await expect(field(page, "City")).toBeEditable();

  // Another curator, in a browser of their own, makes a tag and applies it to the company.
  const other = await browser.newPage();
  await devSignIn(other, "admin@example.com", "/login?callbackUrl=%2Fadmin%2Ftags");
  await expect(other).toHaveURL("/admin/tags");
  await other.getByRole("button", { name: "Add Tag" }).click();
  const form = other.getByRole("group", { name: "New tag" });
  await form.getByLabel("Name").fill(tag);
  await form.getByLabel("Category").selectOption({ label: "technology" });
  await form.getByRole("button", { name: "Create Tag" }).click();
  await expect(form).toBeHidden();
  await other.goto("/admin/tags?tab=apply");
  await other.getByRole("searchbox", { name: "Search tags" }).fill(tag);
  await other
    .getByRole("list", { name: "Tags" })
    .getByRole("checkbox", { name: `${tag} (technology)` })
    .check();
  await other.getByRole("searchbox", { name: "Search organizations by name or tag" }).fill(name);
  await other
    .getByRole("list", { name: "Organizations" })
    .getByRole("checkbox", { name, exact: true })
    .check();
  await other.getByRole("button", { name: "Apply 1 tags to 1 organizations" }).click();
  await expect(
    other.getByRole("status").filter({ hasText: "Successfully applied 1 tags to 1 organizations" }),
  ).toBeVisible();
  await other.close();

  await field(page, "City").fill("Oslo, Norway");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const box = errorBox(page);
  await expect(box).toContainText("admin@example.com changed this company at");
  await expect(box).toContainText("Nothing was saved and your edits are still in the form");
  await expect(field(page, "City")).toHaveValue("Oslo, Norway");
  await page.goto(`/organizations/stale-${RUN}`);
  await expect(page.getByText(tag).first()).toBeVisible();
  await expect(page.getByText("Oslo, Norway")).toHaveCount(0);
});

test("deleting a company asks for its name, then removes it", async ({ page }) => {
  await signIn(page, "/admin/organizations/new");
  await page.locator("#company-name").fill(`Doomed ${RUN}`);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(`/organizations/doomed-${RUN}`);
  await page.goto(`/admin/organizations/doomed-${RUN}/edit`);
  await expectNoSeriousViolations(page);
  await page.getByRole("button", { name: "Delete company" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("button", { name: "Delete", exact: true })).toBeDisabled();
  await dialog.getByLabel(`Type Doomed ${RUN} to confirm`).fill(`Doomed ${RUN}`);
  await dialog.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page).toHaveURL("/organizations");
  const gone = await page.goto(`/organizations/doomed-${RUN}`);
  expect(gone?.status()).toBe(404);
});

test("an unknown company's editor is the 404 page", async ({ page }) => {
  await signIn(page, "/admin");
  const response = await page.goto("/admin/organizations/no-such-company/edit");
  expect(response?.status()).toBe(404);
});

test("the editor lists the recorded valuations, adds one, and deletes one after a confirmation", async ({
  page,
}) => {
  test.slow(); // four saves, each followed by the public page and the editor
  const name = `Valued ${RUN}`;
  const edit = `/admin/organizations/valued-${RUN}/edit`;
  const currentValuation = page.getByRole("region", { name: "Current Valuation" });
  const recorded = page.getByRole("table", { name: /Recorded valuations/ });
  const saveAndOpenEditor = async (current: string) => {
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page).toHaveURL(`/organizations/valued-${RUN}`);
    await expect(currentValuation).toContainText(current);
    await page.goto(edit);
  };

  await signIn(page, "/admin/organizations/new");
  await page.locator("#company-name").fill(name);
  await field(page, "Published").check();
  await field(page, "Valuation amount").fill("$1.2B");
  await field(page, "Valuation date").fill("2025-05-01");
  await saveAndOpenEditor("$1.2B");
  await expect(recorded.getByRole("row")).toHaveCount(2);

  // A new value and date add a row; an emptied amount adds none and deletes none.
  await field(page, "Valuation amount").fill("2B");
  await field(page, "Valuation date").fill("2025-08-01");
  await saveAndOpenEditor("$2.0B");
  await expect(recorded.getByRole("row").nth(1)).toContainText("August 1, 2025");
  await expect(recorded.getByRole("row").nth(1)).toContainText("$2.0B");
  await expect(recorded.getByRole("row").nth(2)).toContainText("May 1, 2025");
  await expect(recorded.getByRole("row").nth(2)).toContainText("$1.2B");
  await field(page, "Valuation amount").fill("");
  await saveAndOpenEditor("$2.0B");
  await expect(recorded.getByRole("row")).toHaveCount(3);
  await expectNoSeriousViolations(page);

  // Deleting the newest, after the confirmation, makes the earlier one current again.
  await page
    .getByRole("button", { name: "Delete the valuation of $2.0B as of August 1, 2025" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Delete valuation?" });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(recorded.getByRole("row")).toHaveCount(3);
  await page
    .getByRole("button", { name: "Delete the valuation of $2.0B as of August 1, 2025" })
    .click();
  await dialog.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(recorded.getByRole("row")).toHaveCount(2);
  await expect(recorded).toContainText("$1.2B");
  await expect(field(page, "Valuation amount")).toHaveValue("1200");
  await page.goto(`/organizations/valued-${RUN}`);
  await expect(currentValuation).toContainText("$1.2B");
  await expect(currentValuation).toContainText("as of May 1, 2025");
});
