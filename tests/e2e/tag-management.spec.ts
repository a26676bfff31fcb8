import { expect, test, type Page } from "@playwright/test";
import { devSignIn } from "./helpers";
import { ADMIN_APP_URL, STATE_PORTS } from "./servers";

// Its writes go to a server of their own (tests/e2e/servers.ts). Names carry a per-run
// suffix, so that a retry on the same data finds its own tags.
test.use({ baseURL: ADMIN_APP_URL });

const RUN = Date.now().toString(36);

async function signInAt(page: Page, path: string) {
  await devSignIn(page, "admin@example.com", `/login?callbackUrl=${encodeURIComponent(path)}`);
  await expect(page).toHaveURL(path);
}

const success = (page: Page, text: string) =>
  expect(page.getByRole("status").filter({ hasText: text })).toBeVisible();
const alert = (page: Page, text: string) =>
  expect(page.getByRole("alert").filter({ hasText: text })).toBeVisible();
const tagCard = (page: Page, name: string) =>
  page.getByRole("listitem", { name: `Tag ${name}`, exact: true });
const dialog = (page: Page) => page.getByRole("dialog");

async function addCategory(page: Page, name: string) {
  await page.getByRole("button", { name: "Add Category" }).click();
  const form = page.getByRole("group", { name: "New category" });
  await form.getByLabel("Name").fill(name);
  await form.getByRole("button", { name: "Create Category" }).click();
}

/** Fills and sends the Add Tag form; a tag that is accepted closes it. */
async function addTag(page: Page, name: string, category: string, accepted = true) {
  if (await page.getByRole("button", { name: "Add Tag" }).isVisible()) {
    await page.getByRole("button", { name: "Add Tag" }).click();
  }
  const form = page.getByRole("group", { name: "New tag" });
  await form.getByLabel("Name").fill(name);
  if (category) await form.getByLabel("Category").selectOption({ label: category });
  await form.getByRole("button", { name: "Create Tag" }).click();
  if (accepted) await expect(form).toBeHidden();
}

/** Creates tags on Manage Tags, waiting until each is listed. */
async function createTags(page: Page, tags: [name: string, category: string][]) {
  await page.goto("/admin/tags");
  for (const [name, category] of tags) {
    await addTag(page, name, category);
    await page.getByRole("searchbox", { name: "Search tags" }).fill(name);
    await expect(tagCard(page, name)).toBeVisible();
  }
}

/** Deletes a tag on a second page, so that the first one acts on a tag that is gone. */
async function deleteElsewhere(page: Page, name: string) {
  const other = await page.context().newPage();
  await other.goto(`/admin/tags?q=${encodeURIComponent(name)}`);
  await tagCard(other, name).getByRole("button", { name: "Delete" }).click();
  await dialog(other).getByRole("button", { name: "Delete" }).click();
  await expect(tagCard(other, name)).toHaveCount(0);
  await other.close();
}

const tagSearch = (page: Page) => page.getByRole("searchbox", { name: "Search tags" });
const orgSearch = (page: Page) =>
  page.getByRole("searchbox", { name: "Search organizations by name or tag" });
const orgList = (page: Page) => page.getByRole("list", { name: "Organizations" });

/** On Apply/Remove Tags: chooses one tag and the organizations, found by searching each. */
async function choose(page: Page, tagLabel: string, organizations: string[]) {
  await page.getByRole("button", { name: "Clear tags" }).click();
  await page.getByRole("button", { name: "Clear organizations" }).click();
  await tagSearch(page).fill(RUN);
  await page.getByRole("list", { name: "Tags" }).getByRole("checkbox", { name: tagLabel }).check();
  for (const name of organizations) {
    await orgSearch(page).fill(name);
    await orgList(page).getByRole("checkbox", { name, exact: true }).check();
  }
}

async function applyTo(page: Page, tagLabel: string, organizations: string[]) {
  await choose(page, tagLabel, organizations);
  await page
    .getByRole("button", { name: `Apply 1 tags to ${organizations.length} organizations` })
    .click();
  await success(page, `Successfully applied 1 tags to ${organizations.length} organizations`);
}

test.describe("Tag management", () => {
  // The flows are long on two busy cores; each step waits for the server's answer.
  test.describe.configure({ timeout: 90_000 });

  test("Manage Tags: categories, tags, inline edits, deletes and their messages", async ({
    page,
  }) => {
    const category = `Runtime ${RUN}`;
    await signInAt(page, "/admin/tags");
    await expect(page.getByRole("link", { name: "Manage Tags" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByText(/Loaded Tags: \d+\/\d+ · Relationships: \d+\/\d+/)).toBeVisible();

    await addCategory(page, "   ");
    await alert(page, "Error creating category: Category name is required");
    await page.getByRole("group", { name: "New category" }).getByLabel("Name").fill(category);
    await page.getByRole("button", { name: "Create Category" }).click();
    const card = page.getByRole("listitem", { name: `Category ${category}` });
    await expect(card).toContainText("0 tags");
    await card.getByRole("button", { name: "Edit" }).click();
    await card.getByLabel("Name").fill("Technology");
    await card.getByRole("button", { name: "Save" }).click();
    await alert(page, 'Error updating category: a category named "technology" already exists');
    await card.getByRole("button", { name: "Cancel" }).click();

    await addTag(page, "Deno", "", false);
    await alert(page, "Error creating tag: Category is required");
    await addTag(page, "x".repeat(500), category, false);
    await alert(page, "Error creating tag: Tag name must be at most 100 characters");
    await addTag(page, `Deno ${RUN}`, category);
    await page.getByRole("searchbox", { name: "Search tags" }).fill(RUN);
    await expect(page).toHaveURL(new RegExp(`q=${RUN}`));
    await expect(tagCard(page, `Deno ${RUN}`)).toContainText(`${category} · Used by 0 companies`);
    await addTag(page, `DENO ${RUN}`, category, false);
    await alert(
      page,
      `Error creating tag: a tag named "Deno ${RUN}" already exists in category "${category}"`,
    );
    await expect(card).toContainText("1 tags");

    const deno = tagCard(page, `Deno ${RUN}`);
    await deno.getByRole("button", { name: "Edit" }).click();
    await deno.getByLabel("Name").fill(" ");
    await deno.getByRole("button", { name: "Save" }).click();
    await alert(page, "Error updating tag: Tag name is required");
    await deno.getByLabel("Name").fill(`Bun ${RUN}`);
    await deno.getByRole("button", { name: "Save" }).click();
    const bun = tagCard(page, `Bun ${RUN}`);
    await expect(bun).toBeVisible();

    // One delete, confirmed with the spec's words; then a tag deleted meanwhile elsewhere.
    await bun.getByRole("button", { name: "Delete" }).click();
    await expect(dialog(page)).toContainText(
      `Are you sure you want to delete "Bun ${RUN}"? This action cannot be undone.`,
    );
    await dialog(page).getByRole("button", { name: "Delete" }).click();
    await expect(bun).toHaveCount(0);
    await addTag(page, `Gone ${RUN}`, category);
    await expect(tagCard(page, `Gone ${RUN}`)).toBeVisible();
    await deleteElsewhere(page, `Gone ${RUN}`);
    await tagCard(page, `Gone ${RUN}`).getByRole("button", { name: "Delete" }).click();
    await dialog(page).getByRole("button", { name: "Delete" }).click();
    await alert(page, "Error deleting item: tag");

    // Bulk delete: its warning, a failure when one of them is gone, then success.
    await page.reload();
    for (const name of ["Alpha", "Beta", "Gamma"]) await addTag(page, `${name} ${RUN}`, category);
    await expect(tagCard(page, `Gamma ${RUN}`)).toBeVisible();
    await page.getByRole("button", { name: "Select All", exact: true }).click();
    await page.getByRole("button", { name: "Deselect All" }).click();
    await expect(page.getByRole("button", { name: /^Delete \d+ tags$/ })).toHaveCount(0);
    await page.getByRole("button", { name: "Select All", exact: true }).click();
    await deleteElsewhere(page, `Gamma ${RUN}`);
    await page.getByRole("button", { name: "Delete 3 tags" }).click();
    await expect(dialog(page)).toContainText("associations with organizations will be removed");
    await dialog(page).getByRole("button", { name: "Delete" }).click();
    await alert(page, "Error deleting tags: tag");
    await page.getByRole("checkbox", { name: `Select Gamma ${RUN}` }).uncheck();
    await page.getByRole("button", { name: "Delete 2 tags" }).click();
    await dialog(page).getByRole("button", { name: "Delete" }).click();
    await success(page, "Successfully deleted 2 tags");

    // A category with tags asks what becomes of them.
    await addTag(page, `Kept ${RUN}`, category);
    await card.getByRole("button", { name: "Delete" }).click();
    await expect(dialog(page)).toContainText(`Are you sure you want to delete "${category}"?`);
    await dialog(page).getByLabel("Its 1 tags").selectOption({ label: "Move them to technology" });
    await dialog(page).getByRole("button", { name: "Delete" }).click();
    await expect(card).toHaveCount(0);
    await expect(tagCard(page, `Kept ${RUN}`)).toContainText("technology · Used by 0 companies");
  });
  test("Apply/Remove Tags: selections survive searches; applied tags show on the public pages", async ({
    page,
  }) => {
    const tag = `Edge ${RUN}`;
    await signInAt(page, "/admin/tags");
    await createTags(page, [[tag, "technology"]]);
    await page.getByRole("link", { name: "Apply/Remove Tags" }).click();
    await expect(page).toHaveURL("/admin/tags?tab=apply");
    await page.reload();
    await expect(page.getByRole("link", { name: "Apply/Remove Tags" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(
      page.getByRole("button", { name: "Apply 0 tags to 0 organizations" }),
    ).toBeDisabled();
    await choose(page, `${tag} (technology)`, ["Supabase"]);
    await orgSearch(page).fill("Plausible");
    await expect(orgList(page)).toContainText("Unpublished");
    await orgList(page).getByRole("checkbox", { name: "Plausible Analytics" }).check();
    await orgSearch(page).fill("Supabase");
    await expect(orgList(page)).toContainText("Published");
    await expect(
      orgList(page).getByRole("checkbox", { name: "Supabase", exact: true }),
    ).toBeChecked();
    await expect(
      page.getByRole("button", { name: "Remove 1 tags from 2 organizations" }),
    ).toBeEnabled();
    await page.getByRole("button", { name: "Apply 1 tags to 2 organizations" }).click();
    await success(page, "Successfully applied 1 tags to 2 organizations");

    const visitor = await page.context().newPage();
    await visitor.goto("/organizations/supabase");
    await expect(visitor.getByText(tag).first()).toBeVisible();
    await visitor.goto("/organizations?itemsPerPage=all");
    await visitor.getByText("Filter by industry, technology, sector, or license").first().click();
    await visitor
      .getByRole("group", { name: "Technology" })
      .getByRole("checkbox", { name: tag, exact: true })
      .check();
    await expect(visitor.getByRole("link", { name: /Supabase/ }).first()).toBeVisible();
    await visitor.close();

    // Every organization a search of tag names finds, at once; then removal.
    await page.getByRole("button", { name: "Clear organizations" }).click();
    await orgSearch(page).fill(tag);
    await page.getByRole("button", { name: "Select all 2 matching" }).click();
    await success(page, "Selected 2 matching organizations.");
    await page.getByRole("button", { name: "Remove 1 tags from 2 organizations" }).click();
    await success(page, "Successfully removed 1 tags from 2 organizations");

    await deleteElsewhere(page, tag);
    await page.getByRole("button", { name: "Apply 1 tags to 2 organizations" }).click();
    await alert(page, "Error applying tags: no tag with id");
    await page.getByRole("button", { name: "Remove 1 tags from 2 organizations" }).click();
    await alert(page, "Error removing tags: no tag with id");
  });

  test("Apply/Remove Tags: a pasted /organizations URL selects every company it lists, on all its pages", async ({
    page,
  }) => {
    const tag = `Pasted ${RUN}`;
    await signInAt(page, "/admin/tags");
    await createTags(page, [[tag, "technology"]]);

    // The curator filters the public list by a tag, then copies its address.
    const list = await page.context().newPage();
    const filterBy = async (group: string, name: string) => {
      await list.goto("/organizations");
      await list.getByText("Filter by industry, technology, sector, or license").first().click();
      await list
        .getByRole("group", { name: group })
        .getByRole("checkbox", { name, exact: true })
        .check();
      await expect(list).toHaveURL(/tags=\d+/);
      const range = await list.getByText(/^Showing 1-15 of \d+ items$/).textContent();
      return Number(range?.match(/of (\d+)/)?.[1]);
    };
    const total = await filterBy("License", "Apache-2.0");
    expect(total).toBeGreaterThan(15); // more than the list's first page

    await page.goto("/admin/tags?tab=apply");
    await orgSearch(page).fill(list.url());
    await expect(
      page.getByText(`${total} organizations listed on /organizations (tagged "Apache-2.0")`),
    ).toBeVisible();
    await page.getByRole("button", { name: `Select all ${total} matching` }).click();
    await success(page, `Selected ${total} matching organizations.`);
    await tagSearch(page).fill(RUN);
    await page
      .getByRole("list", { name: "Tags" })
      .getByRole("checkbox", { name: `${tag} (technology)` })
      .check();
    // The selection survives another search.
    await orgSearch(page).fill("Supabase");
    await expect(
      orgList(page).getByRole("checkbox", { name: "Supabase", exact: true }),
    ).toBeVisible();
    await page.getByRole("button", { name: `Apply 1 tags to ${total} organizations` }).click();
    await success(page, `Successfully applied 1 tags to ${total} organizations`);

    // The public list filtered by the new tag shows every one of them.
    expect(await filterBy("Technology", tag)).toBe(total);
    await list.close();
    await page.getByRole("button", { name: `Remove 1 tags from ${total} organizations` }).click();
    await success(page, `Successfully removed 1 tags from ${total} organizations`);
  });

  test("Manage Tags: 'Select all N in this view' takes every tag the search and category match, for one bulk delete", async ({
    page,
  }) => {
    const category = `Bulk ${RUN}`;
    await signInAt(page, "/admin/tags");
    await addCategory(page, category);
    const card = page.getByRole("listitem", { name: `Category ${category}` });
    await expect(card).toContainText("0 tags");
    // More tags than the tab's 24 a page, made at once by one company of a batch file.
    const many = Array.from({ length: 30 }, (_, i) => ({
      category,
      name: `Many ${RUN} ${String(i + 1).padStart(2, "0")}`,
    }));
    const imported = await page.request.post(
      "/api/admin/batch/import?kind=companies-json&file=tags.json",
      {
        headers: { Origin: new URL(ADMIN_APP_URL).origin },
        data: JSON.stringify([{ name: `Tagged ${RUN}`, tags: many }]),
      },
    );
    expect(await imported.text()).toContain("Batch processing complete! ✅ 1 successful");
    await page.reload();
    await addTag(page, `Kept ${RUN}`, category);
    await expect(card).toContainText("31 tags");

    await page.getByLabel("Category filter").first().selectOption({ label: category });
    await expect(page).toHaveURL(/category=\d+/);
    await tagSearch(page).fill(`Many ${RUN}`);
    await expect(page).toHaveURL(/q=Many/);
    await expect(page.getByRole("listitem", { name: /^Tag Many / })).toHaveCount(24);
    await page.getByRole("button", { name: "Select all 30 in this view" }).click();
    await success(page, "Selected 30 matching tags.");
    await page.getByRole("button", { name: "Delete 30 tags" }).click();
    await expect(dialog(page)).toContainText(
      "Are you sure you want to delete 30 tags? This action cannot be undone.",
    );
    await dialog(page).getByRole("button", { name: "Delete" }).click();
    await success(page, "Successfully deleted 30 tags");
    await expect(card).toContainText("1 tags");
    await tagSearch(page).fill(`Kept ${RUN}`);
    await expect(tagCard(page, `Kept ${RUN}`)).toBeVisible();
  });

  test("Find Duplicates and Relationships: merge near-duplicates, each company keeps one link", async ({
    page,
  }) => {
    const [a, b, c] = [`Helm${RUN}`, `helm${RUN}`, `Helm-${RUN}s`];
    const [d, e] = [`Chart${RUN}`, `chart_${RUN}es`];
    await signInAt(page, "/admin/tags");
    await createTags(page, [
      [a, "technology"],
      [b, "industry"],
      [c, "sector"],
      [d, "technology"],
      [e, "technology"],
    ]);
    await page.goto("/admin/tags?tab=apply");
    await applyTo(page, `${a} (technology)`, ["Supabase", "Neon"]);
    await applyTo(page, `${b} (industry)`, ["Neon", "Redis", "Ory"]);
    await applyTo(page, `${c} (sector)`, ["Redis"]);

    await page.getByRole("link", { name: "Find Duplicates" }).click();
    await expect(page).toHaveURL("/admin/tags?tab=duplicates");
    const group = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("radio", { name: new RegExp(`^${c} `) }) });
    await expect(group.getByRole("radio")).toHaveCount(3);
    await expect(group.getByRole("radio").first()).toBeChecked();
    await expect(group.getByRole("radio").first()).toHaveAccessibleName(
      new RegExp(`^${b} \\(industry\\)`),
    );
    await group.getByRole("radio", { name: new RegExp(`^${a} `) }).check();

    // Manual selection: at least two tags make a group, which can be removed again.
    await page.getByRole("button", { name: "Select Duplicates" }).click();
    await expect(page).toHaveURL(/select=1/);
    await expect(page.getByRole("button", { name: "Create Group" })).toBeDisabled();
    await page.getByRole("searchbox", { name: "Search tags" }).fill(RUN);
    // The search is in the URL once its results are shown.
    await expect(page).toHaveURL(new RegExp(`[?&]q=${RUN}`));
    const choices = page.getByRole("list", { name: "Tags to group" });
    await choices.getByRole("checkbox", { name: new RegExp(`^${d} `) }).check();
    await expect(page.getByRole("button", { name: "Create Group" })).toBeDisabled();
    await choices.getByRole("checkbox", { name: new RegExp(`^${a} `) }).check();
    await page.getByRole("button", { name: "Create Group" }).click();
    await page
      .getByRole("listitem", { name: "Manual group 1" })
      .getByRole("button", { name: "Remove Group" })
      .click();
    await expect(page.getByRole("listitem", { name: "Manual group 1" })).toHaveCount(0);
    await page.getByRole("button", { name: "Cancel Selection" }).click();
    await expect(page).toHaveURL("/admin/tags?tab=duplicates");

    // A group one of whose tags went meanwhile is refused, the other merges.
    const charts = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("radio", { name: new RegExp(`^${e} `) }) });
    await deleteElsewhere(page, e);
    await charts.getByRole("button", { name: "Merge Group" }).click();
    await alert(page, "Error merging duplicates: tag");
    await group.getByRole("radio", { name: new RegExp(`^${a} `) }).check();
    await group.getByRole("button", { name: "Merge Group" }).click();
    await success(page, "Successfully merged 2 tags into the target tag");

    // The kept tag links each company exactly once.
    await page.getByRole("link", { name: "Tag-Company Relationships" }).click();
    await page.getByRole("searchbox", { name: "Search tags or companies" }).fill(RUN);
    const links = page.getByRole("listitem", { name: `Tag ${a}`, exact: true });
    await expect(links.getByRole("link")).toHaveText(["Neon", "Ory", "Redis", "Supabase"]);
    await expect(page.getByRole("listitem", { name: `Tag ${b}`, exact: true })).toHaveCount(0);
    await expect(links.getByRole("link", { name: "Supabase" })).toHaveAttribute(
      "href",
      "/organizations/supabase",
    );
    await expect(links.getByRole("link", { name: "Supabase" })).toHaveAttribute("target", "_blank");
    await expect(links.getByRole("listitem").filter({ hasText: "Ory" })).toContainText(
      "Unpublished",
    );
    await links.getByRole("button", { name: "Only this tag" }).click();
    await expect(page).toHaveURL(/tag=\d+/);
    await page.reload();
    await expect(page.getByText(`Only tag "${a}"`)).toBeVisible();
    await expect(
      page.getByRole("combobox", { name: "Tag filter" }).locator("option:checked"),
    ).toHaveText(a);

    const stale = await page.context().newPage();
    await stale.goto(page.url());
    await links.getByRole("button", { name: `Remove ${a} from Supabase` }).click();
    await expect(links.getByRole("link")).toHaveText(["Neon", "Ory", "Redis"]);
    await stale.getByRole("button", { name: `Remove ${a} from Supabase` }).click();
    await alert(stale, "Error removing tag from company");
    await stale.close();
    await page.getByRole("searchbox", { name: "Search tags or companies" }).fill("zzz-nothing");
    await expect(page.getByText("No relationships found")).toBeVisible();
  });

  test("Find Duplicates says so when there are none", async ({ page }) => {
    const url = `http://127.0.0.1:${STATE_PORTS.empty}`;
    await devSignIn(
      page,
      "admin@example.com",
      `${url}/login?callbackUrl=%2Fadmin%2Ftags%3Ftab%3Dduplicates`,
    );
    await expect(page.getByText("No duplicates found")).toBeVisible();
  });
});
