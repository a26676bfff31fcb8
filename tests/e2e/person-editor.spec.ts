import { expect, test, type Page } from "@playwright/test";
import { devSignIn, expectNoSeriousViolations } from "./helpers";
import { ADMIN_APP_URL } from "./servers";

// Its writes go to a server of their own (tests/e2e/servers.ts).
test.use({ baseURL: ADMIN_APP_URL });

// The person editor on the demo data, as admin@example.com. Names carry a per-run suffix, so
// that a retry on the same data finds its own people.
const RUN = Date.now().toString(36);

async function signInAt(page: Page, path: string) {
  await devSignIn(page, "admin@example.com", `/login?callbackUrl=${encodeURIComponent(path)}`);
  await expect(page).toHaveURL(path);
}

const account = (page: Page, n: number) =>
  page.getByRole("group", { name: `Social account ${n}`, exact: true });
const companyRow = (page: Page, name: string) =>
  page.getByRole("group", { name: new RegExp(`^Company \\d+: ${name}$`) });
const errorBox = (page: Page) => page.getByRole("alert").filter({ hasText: /^Error/ });
const suggestions = (page: Page) =>
  page.getByRole("listbox", { name: "Add a company: suggestions" }).getByRole("option");
const save = (page: Page) => page.getByRole("button", { name: "Save Person" }).click();

async function addAccount(page: Page, n: number, type: string, url: string) {
  await page.getByRole("button", { name: "Add social account" }).click();
  await account(page, n).getByLabel("Type").selectOption(type);
  await account(page, n).getByLabel("URL").fill(url);
}

/** Types into the company search, then chooses the suggestion with Down and Enter only. */
async function pickCompany(page: Page, text: string, name: string) {
  const box = page.getByRole("combobox", { name: "Add a company" });
  await box.pressSequentially(text, { delay: 20 });
  const option = suggestions(page).filter({ hasText: new RegExp(`^${name} \\(`) });
  await expect(option).toBeVisible();
  const index = (await suggestions(page).allTextContents()).findIndex((t) =>
    t.startsWith(`${name} (`),
  );
  for (let i = 0; i <= index; i++) await box.press("ArrowDown");
  await expect(option).toHaveAttribute("aria-selected", "true");
  await expect(box).toHaveAttribute("aria-activedescendant", (await option.getAttribute("id"))!);
  await box.press("Enter");
  await expect(companyRow(page, name)).toBeVisible();
}

/** Creates a person linked to a company (Supabase) through the form; answers their id. */
async function createPerson(page: Page, name: string, [text, company] = ["supa", "Supabase"]) {
  await page.goto("/admin/people/new");
  await page.getByLabel("Name").fill(name);
  await pickCompany(page, text, company);
  await save(page);
  await expect(page).toHaveURL(/\/people\/\d+$/);
  await expect(page.getByText(`Saved ${name}.`)).toBeVisible();
  return Number(page.url().split("/").pop());
}

test.describe("Person editor", () => {
  test("anonymous visitors and non-admins are sent to /login", async ({ page }) => {
    await page.goto("/admin/people/new");
    await expect(page).toHaveURL("/login?callbackUrl=%2Fadmin%2Fpeople%2Fnew");
    await devSignIn(page, "visitor@example.com", "/login?callbackUrl=%2Fadmin%2Fpeople%2F1%2Fedit");
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    await page.goto("/admin/people/1/edit");
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fadmin%2Fpeople%2F1%2Fedit/);
    await expect(page.getByRole("heading", { name: "Edit Person" })).toHaveCount(0);
  });

  test("creates a person with two accounts and a company, then edits them", async ({
    page,
    browser,
  }) => {
    const name = `Edith Editor ${RUN}`;
    await signInAt(page, "/admin/people/new");
    await expect(page.getByRole("heading", { name: "Add Person", level: 1 })).toBeVisible();
    await page.getByLabel("Name").fill(name);
    await page.getByLabel("LinkedIn URL").fill("https://www.linkedin.com/in/edith-editor");
    await addAccount(page, 1, "x", "https://x.com/edith_editor");
    await addAccount(page, 2, "bluesky", "https://bsky.app/profile/edith.example");
    await pickCompany(page, "SUPA", "Supabase");
    await companyRow(page, "Supabase").getByLabel("Role").fill("Developer Advocate");
    await save(page);

    await expect(page).toHaveURL(/\/people\/\d+$/);
    const id = Number(page.url().split("/").pop());
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    const links = page.getByRole("region", { name: "Links" });
    await expect(links.getByRole("link")).toHaveCount(3);
    await expect(links.getByRole("link", { name: /x\.com\/edith_editor/ })).toBeVisible();
    await expect(links.getByRole("link", { name: /Bluesky bsky\.app/ })).toBeVisible();
    const memberOf = page.getByRole("region", { name: "Member Of" });
    await expect(memberOf.getByRole("link", { name: "Supabase" })).toBeVisible();
    await expect(memberOf.getByText("Developer Advocate")).toBeVisible();

    // Edit: remove the X account, make them CTO and a founder.
    await page.getByRole("link", { name: "Edit", exact: true }).click();
    await expect(page).toHaveURL(`/admin/people/${id}/edit`);
    await expect(page.getByLabel("Name")).toHaveValue(name);
    await page.getByRole("button", { name: "Remove social account 1" }).click();
    await expect(account(page, 1).getByLabel("URL")).toHaveValue(
      "https://bsky.app/profile/edith.example",
    );
    await expect(account(page, 2)).toHaveCount(0);
    await companyRow(page, "Supabase").getByLabel("Role").fill("CTO");
    await save(page);

    await expect(page).toHaveURL(`/people/${id}`);
    await expect(links.getByRole("link", { name: /x\.com\/edith_editor/ })).toHaveCount(0);
    await expect(links.getByRole("link", { name: /Bluesky bsky\.app/ })).toBeVisible();
    await expect(memberOf.getByText("CTO")).toBeVisible();

    // The edit page lists both changes; a visitor sees the person as saved.
    await page.goto(`/admin/people/${id}/edit`);
    const history = page.getByRole("region", { name: "History" }).locator("ol > li");
    await expect(history).toHaveCount(2);
    await expect(history.nth(0)).toContainText(/Updated\s*by admin@example\.com/);
    const moved = history
      .nth(0)
      .getByRole("list", { name: "Changed fields" })
      .getByRole("listitem");
    await expect(moved).toHaveText([
      /^companies:.*Developer Advocate.*CTO/,
      /^social_accounts:\s*2 items.*1 item/,
    ]);
    await expect(history.nth(1)).toContainText(/Created\s*by admin@example\.com/);
    const visitor = await browser.newPage();
    await visitor.goto(`/people/${id}`);
    await expect(visitor.getByRole("heading", { name, level: 1 })).toBeVisible();
    await expect(visitor.getByRole("region", { name: "Member Of" })).toContainText("CTO");
    await visitor.close();
  });

  test("says what is wrong beside each field and in the Error box, keeping what was typed", async ({
    page,
  }) => {
    await signInAt(page, "/admin/people/new");
    await page.getByLabel("LinkedIn URL").fill("linkedin.com/in/nobody");
    await addAccount(page, 1, "x", "https://x.com/same");
    await addAccount(page, 2, "mastodon", "ftp://mastodon.example/@someone");
    await addAccount(page, 3, "other", "https://X.com/same");
    await save(page);

    await expect(errorBox(page)).toBeVisible();
    await expect(errorBox(page)).toBeFocused();
    for (const message of [
      "Name is required",
      "LinkedIn URL must be an http(s) URL",
      "Social account 2: URL must be an http(s) URL",
    ]) {
      await expect(errorBox(page)).toContainText(message);
    }
    await expect(page.getByLabel("Name")).toHaveAccessibleDescription("Name is required");
    await expect(page.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
    await expect(account(page, 2).getByLabel("URL")).toHaveAccessibleDescription(
      "Social account 2: URL must be an http(s) URL",
    );
    await expect(page.getByLabel("LinkedIn URL")).toHaveValue("linkedin.com/in/nobody");
    await expect(account(page, 2).getByLabel("URL")).toHaveValue("ftp://mastodon.example/@someone");

    // Once the rest is right, the duplicate URL is refused, naming both accounts.
    await page.getByLabel("Name").fill(`Dup Dana ${RUN}`);
    await page.getByLabel("LinkedIn URL").fill("");
    await account(page, 2).getByLabel("URL").fill("https://mastodon.example/@someone");
    await save(page);
    await expect(errorBox(page)).toContainText(
      "Social account 3: URL is already listed as social account 1",
    );
    await expect(page).toHaveURL("/admin/people/new");

    // The same company twice is refused where it is chosen.
    await pickCompany(page, "supa", "Supabase");
    const box = page.getByRole("combobox", { name: "Add a company" });
    await box.pressSequentially("supa", { delay: 20 });
    await expect(suggestions(page).filter({ hasText: /^Supabase \(/ })).toBeVisible();
    await box.press("ArrowDown");
    await box.press("Enter");
    await expect(
      page.getByRole("status").filter({ hasText: "Supabase is already listed." }),
    ).toBeVisible();
    await expect(page.getByRole("group", { name: /^Company \d+:/ })).toHaveCount(1);
  });

  test("an unknown or malformed id reads 'Person not found' with a way back", async ({ page }) => {
    await signInAt(page, "/admin");
    for (const id of ["999999999", "abc", "99999999999999"]) {
      const response = await page.goto(`/admin/people/${id}/edit`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Person not found" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Back", exact: true })).toHaveAttribute(
        "href",
        "/people",
      );
    }
  });

  test("deletes a person after a confirmation", async ({ page }) => {
    const name = `Doomed Dave ${RUN}`;
    await signInAt(page, "/admin");
    const id = await createPerson(page, name);
    await page.goto(`/admin/people/${id}/edit`);

    const dialog = page.getByRole("dialog", { name: "Delete Person?" });
    await page.getByRole("button", { name: "Delete person" }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      `Are you sure you want to delete "${name}"? This action cannot be undone.`,
    );
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByLabel("Name")).toHaveValue(name);

    await page.getByRole("button", { name: "Delete person" }).click();
    await dialog.getByRole("button", { name: "Yes" }).click();
    await expect(page).toHaveURL("/people");
    const response = await page.goto(`/people/${id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Person not found" })).toBeVisible();
  });

  test("merges two rows of one person; the old page leads for good to the kept one", async ({
    page,
    browser,
  }) => {
    test.slow(); // two people created, a merge, a visitor's visit and a restore
    const keptName = `Mona Merge ${RUN}`;
    const otherName = `Mona M. ${RUN}`;
    await signInAt(page, "/admin");
    const kept = await createPerson(page, keptName);
    const other = await createPerson(page, otherName, ["neo", "Neon"]);
    await page.goto(`/admin/people/${kept}/edit`);
    await page.getByLabel(`Person to merge into ${keptName}`).fill(otherName);
    await page
      .getByRole("list", { name: "People to merge" })
      .getByRole("button", { name: `Merge ${otherName} #${other}` })
      .click();
    const dialog = page.getByRole("dialog", { name: "Merge People?" });
    await expect(dialog).toContainText(`Merge "${otherName}" (#${other}) into "${keptName}"?`);
    await dialog.getByRole("button", { name: "Merge", exact: true }).click();

    await expect(page).toHaveURL(`/people/${kept}`);
    const memberOf = page.getByRole("region", { name: "Member Of" });
    await expect(memberOf.getByRole("link", { name: "Supabase" })).toBeVisible();
    await expect(memberOf.getByRole("link", { name: "Neon" })).toBeVisible();

    const visitor = await browser.newPage();
    const answer = await visitor.request.get(`/people/${other}`, { maxRedirects: 0 });
    expect(answer.status()).toBe(308);
    expect(answer.headers()["location"]).toMatch(new RegExp(`/people/${kept}$`));
    await visitor.goto(`/people/${other}`);
    await expect(visitor).toHaveURL(`/people/${kept}`);
    await expect(visitor.getByRole("heading", { name: keptName, level: 1 })).toBeVisible();
    const visitorMemberOf = visitor.getByRole("region", { name: "Member Of" });
    await expect(visitorMemberOf.getByRole("link", { name: "Neon" })).toBeVisible();
    await expect(visitorMemberOf.getByRole("link", { name: "Supabase" })).toBeVisible();
    await visitor.close();

    // The merge is in the kept person's history, with a Restore that brings the other back.
    await page.goto(`/admin/people/${kept}/edit`);
    const latest = page.getByRole("region", { name: "History" }).locator("ol > li").first();
    await expect(latest).toContainText(/Merged\s*by admin@example\.com/);
    await latest.getByRole("button", { name: /^Restore/ }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Restore" }).click();
    await expect(page).toHaveURL(`/admin/people/${other}/edit`);
    await expect(page.getByLabel("Name")).toHaveValue(otherName);
  });

  test("both editor pages pass axe, with rows and suggestions shown", async ({ page }) => {
    await signInAt(page, "/admin/people/new");
    await addAccount(page, 1, "x", "https://x.com/axe");
    await page.getByRole("combobox", { name: "Add a company" }).pressSequentially("data");
    await expect(suggestions(page).first()).toBeVisible();
    await expectNoSeriousViolations(page);

    const id = await createPerson(page, `Axel Axe ${RUN}`);
    await page.goto(`/admin/people/${id}/edit`);
    await expect(page.getByRole("heading", { name: "Edit Person" })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
