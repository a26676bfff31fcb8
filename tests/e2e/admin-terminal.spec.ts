import { expect, test, type Page } from "@playwright/test";
import { TERMINAL_COOKIE } from "@/components/admin/remembered-choice";
import { devSignIn, expectNoSeriousViolations } from "./helpers";
import { ADMIN_APP_URL, STATE_PORTS } from "./servers";

// Its writes go to a server of their own (tests/e2e/servers.ts).
test.use({ baseURL: ADMIN_APP_URL });

// The admin terminal on the dashboard. Company names carry a per-run suffix, so that a retry
// on the same data finds its own rows.
const RUN = Date.now().toString(36);

const log = (page: Page) => page.getByRole("log", { name: "Terminal output" });
const field = (page: Page) => page.getByLabel("Command");
const line = (page: Page, text: string | RegExp) =>
  log(page).getByText(text, { exact: typeof text === "string" });

/**
 * Signs in as the admin on /admin (of `origin`, else the main server), with the terminal shown
 * as the dashboard remembers it, and waits for it to take commands.
 */
async function openTerminal(page: Page, origin = "") {
  await page
    .context()
    .addCookies([{ name: TERMINAL_COOKIE, value: "shown", domain: "127.0.0.1", path: "/admin" }]);
  await devSignIn(page, "admin@example.com", `${origin}/admin`);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Run" })).toBeEnabled();
}

/**
 * Types a command (new lines included) and runs it with Enter, waiting for the answer. The
 * terminal takes no command while the one before is still running (a write's refresh may
 * outlast its answer).
 */
async function run(page: Page, command: string) {
  await expect(log(page)).toHaveAttribute("aria-busy", "false");
  await field(page).fill(command);
  await field(page).press("End");
  await field(page).press("Enter");
  await expect(field(page)).toHaveValue("");
  await expect(log(page)).toHaveAttribute("aria-busy", "false");
}

const companyJson = (name: string, fields: Record<string, unknown> = {}) =>
  JSON.stringify({ name, city: "Oslo, Norway", year_founded: 2021, ...fields }, null, 2);

test.describe("Admin terminal", () => {
  test.beforeEach(async ({ page }) => openTerminal(page));

  test("a JSON object on its own creates a company, and its link opens the page", async ({
    page,
  }) => {
    const name = `Terminal Co ${RUN}`;
    const json = companyJson(name, {
      published: true,
      total_funding: "12M",
      key_people: [
        { name: `Ada Term ${RUN}`, role: "CEO & Co-founder", is_founder: true },
        { name: `Bo Term ${RUN}`, role: "CTO" },
      ],
      projects: [
        { name: `termdb-${RUN}`, resources_url: `https://github.com/terminal-co/termdb-${RUN}` },
      ],
      tags: [
        { category: "industry", name: "Developer Tools" },
        { category: "technology", name: "Database" },
      ],
      valuation: { amount: "1.2B", date: "2025-05-01" },
    });
    await run(page, json);
    await expect(line(page, `✅ Company "${name}" created`)).toBeVisible();
    // The pasted JSON is echoed after the prompt, as typed.
    await expect(log(page).getByText(`> ${json}`)).toBeVisible();

    const href = `/organizations/terminal-co-${RUN}`;
    await log(page).getByRole("link", { name: href }).click();
    await expect(page).toHaveURL(href);
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    const people = page.getByRole("region", { name: "Key People" });
    await expect(people.getByText(`Ada Term ${RUN}`)).toBeVisible();
    await expect(people.getByText(`Bo Term ${RUN}`)).toBeVisible();
    await expect(page.getByRole("region", { name: "Core OSS Projects" })).toContainText(
      `termdb-${RUN}`,
    );
    const tags = page.getByRole("region", { name: "Business Information" });
    await expect(tags.getByText("Developer Tools", { exact: true })).toBeVisible();
    await expect(tags.getByText("Database", { exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: "Current Valuation" })).toContainText("$1.2B");
  });

  test("add {json} creates an unpublished company; Shift+Enter starts a new line", async ({
    page,
  }) => {
    const name = `Added Co ${RUN}`;
    await field(page).fill("add");
    await field(page).press("Shift+Enter");
    await page.keyboard.insertText(`{"name": "${name}", "city": "Lyon, France"}`);
    await expect(field(page)).toHaveValue(`add\n{"name": "${name}", "city": "Lyon, France"}`);
    await field(page).press("Enter");
    await expect(line(page, `✅ Company "${name}" created`)).toBeVisible();
    await expect(
      log(page).getByRole("link", { name: `/organizations/added-co-${RUN}` }),
    ).toBeVisible();

    await run(page, `list --search ${name} --published false`);
    await expect(
      line(page, /^\d+\s+Added Co \S+\s+added-co-\S+\s+Lyon, France\s+-\s+-\s+no\s/),
    ).toBeVisible();
  });

  test("update overwrites fields and appends add_ lists, as the public page then shows", async ({
    page,
  }) => {
    const name = `Updated Co ${RUN}`;
    await run(
      page,
      companyJson(name, {
        key_people: [{ name: `Cy Term ${RUN}`, role: "CEO" }],
        tags: [{ category: "industry", name: "Developer Tools" }],
      }),
    );
    await expect(line(page, `✅ Company "${name}" created`)).toBeVisible();

    // The name matched case-insensitively, then the shortname unquoted.
    const update = {
      city: "Bergen, Norway",
      add_key_people: [{ name: `Di Term ${RUN}`, role: "CTO" }],
      add_tags: [{ category: "technology", name: "Kubernetes" }],
      add_websites: [`https://updated-${RUN}.example.com`],
    };
    await run(page, `update "${name.toUpperCase()}" ${JSON.stringify(update)}`);
    await expect(line(page, `✅ Company "${name}" updated`)).toBeVisible();
    await run(page, `update updated-co-${RUN} {"published": true}`);
    await expect(line(page, `✅ Company "${name}" updated`)).toHaveCount(2);

    await log(page)
      .getByRole("link", { name: `/organizations/updated-co-${RUN}` })
      .last()
      .click();
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    await expect(page.getByText("Bergen, Norway")).toBeVisible();
    const people = page.getByRole("region", { name: "Key People" });
    await expect(people.getByText(`Cy Term ${RUN}`)).toBeVisible();
    await expect(people.getByText(`Di Term ${RUN}`)).toBeVisible();
    const tags = page.getByRole("region", { name: "Business Information" });
    await expect(tags.getByText("Developer Tools", { exact: true })).toBeVisible();
    await expect(tags.getByText("Kubernetes", { exact: true })).toBeVisible();
  });

  test("an update naming a person the company lacks warns", async ({ page }) => {
    const name = `Warned Co ${RUN}`;
    await run(page, companyJson(name));
    await expect(line(page, `✅ Company "${name}" created`)).toBeVisible();
    const accounts = [{ account_type: "x", url: `https://x.com/nobody${RUN}` }];
    await run(
      page,
      `update "${name}" ${JSON.stringify({ key_people: [{ name: "Nobody Here", social_accounts: accounts }] })}`,
    );
    await expect(line(page, `✅ Company "${name}" updated`)).toBeVisible();
    await expect(
      line(page, "⚠️ Could not find person Nobody Here for social accounts"),
    ).toBeVisible();
  });

  test("list shows the newest updates first, with --limit, --search and --published", async ({
    page,
  }) => {
    const alpha = `Listy ${RUN} Alpha`;
    const beta = `Listy ${RUN} Beta`;
    await run(page, companyJson(alpha, { published: true, total_funding: "5M" }));
    await run(page, companyJson(beta));
    await expect(line(page, `✅ Company "${beta}" created`)).toBeVisible();
    const rows = log(page).getByText(/^\d+\s{2,}Listy /);

    await page.getByRole("button", { name: "Clear" }).click();
    await run(page, "list --limit 2");
    await expect(
      line(page, "Showing the 2 companies updated last; more match (raise --limit to see them):"),
    ).toBeVisible();
    await expect(
      line(
        page,
        /^ID\s+Name\s+Shortname\s+City\s+Founded\s+Funding\s+Published\s+Updated \(UTC\)$/,
      ),
    ).toBeVisible();
    // echo, summary, titles and two rows: beta, updated last, first.
    await expect(log(page).locator("p")).toHaveCount(5);
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText(beta);
    await expect(rows.last()).toContainText(
      new RegExp(
        `${alpha}\\s+listy-${RUN}-alpha\\s+Oslo, Norway\\s+2021\\s+5M\\s+yes\\s+\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d$`,
      ),
    );

    await run(page, "clear");
    await expect(log(page).locator("p")).toHaveText(["Type help to see the commands."]);
    await run(page, `list --search listy ${RUN.toUpperCase()}`);
    await expect(line(page, "2 companies, newest update first:")).toBeVisible();
    await expect(rows).toHaveCount(2);

    await page.getByRole("button", { name: "Clear" }).click();
    await run(page, `list --search "listy ${RUN}" --published false`);
    await expect(line(page, "1 company, newest update first:")).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(beta);

    await run(page, `list --search nothing-like-${RUN}`);
    await expect(line(page, "No companies found.")).toBeVisible();
  });

  test("example, help, clear and an empty line", async ({ page }) => {
    await run(page, "example");
    const example = log(page).getByText(/^\{\n {2}"name": "Example Corp",\n/);
    await expect(example).toBeVisible();
    await expect(example).toContainText('"valuation": {');

    await run(page, "help");
    await expect(line(page, "Available commands:")).toBeVisible();
    await expect(
      line(page, /^ {2}update "Company Name" \{json\} {2}Update a company/),
    ).toBeVisible();
    await expect(
      line(page, /^ {2}list \[--limit N\] \[--search term\] \[--published true\|false\]$/),
    ).toBeVisible();

    const count = await log(page).locator("p").count();
    await field(page).fill("   ");
    await field(page).press("Enter");
    await expect(log(page).locator("p")).toHaveCount(count);

    await page.getByRole("button", { name: "Clear" }).click();
    await expect(log(page).locator("p")).toHaveText(["Type help to see the commands."]);
    await run(page, "help");
    await run(page, "clear");
    await expect(log(page).locator("p")).toHaveText(["Type help to see the commands."]);
  });

  test("says what is wrong, in the terminal's words", async ({ page }) => {
    await run(page, "add");
    await expect(line(page, "Error: No JSON data provided")).toBeVisible();
    await expect(line(page, /^Usage: add \{"name": "Company Name", \.\.\.\}/)).toBeVisible();

    await run(page, "update Acme");
    await expect(line(page, 'Usage: update "Company Name" {"field":"value"}')).toBeVisible();

    await run(page, "frobnicate now");
    await expect(line(page, "Unknown command: frobnicate")).toBeVisible();
    await expect(line(page, 'Type "help" to see the available commands.')).toBeVisible();

    await run(page, `update "Nope ${RUN}" {"city": "Oslo"}`);
    await expect(line(page, `❌ Company not found: Nope ${RUN}`)).toBeVisible();

    await run(page, '{"name": "Broken",}');
    await expect(line(page, /^❌ Error: Invalid JSON: \S/)).toBeVisible();

    await run(page, '{"name": ""}');
    await expect(line(page, "❌ Error: Organization name is required")).toBeVisible();
    await run(page, `{"name": "Bad Year ${RUN}", "year_founded": "soon"}`);
    await expect(line(page, "❌ Error: year founded: must be a 4-digit year")).toBeVisible();
    await run(page, `{"name": "Bad Tag ${RUN}", "tags": [{"category": "colour", "name": "Red"}]}`);
    await expect(line(page, /^❌ Error: .*no tag category named "colour"/)).toBeVisible();

    await run(page, "list --limit ten");
    await expect(line(page, "Error: --limit must be a whole number from 1 to 200")).toBeVisible();
    await run(page, "list --published maybe");
    await expect(line(page, "Error: --published must be true or false")).toBeVisible();

    await expectNoSeriousViolations(page);
  });

  test("Up and Down recall earlier commands, after a reload too", async ({ page }) => {
    await run(page, "help");
    await run(page, "list --limit 1");
    await page.reload();
    await expect(page.getByRole("button", { name: "Run" })).toBeEnabled();
    await field(page).fill("draft");
    await field(page).press("ArrowUp");
    await expect(field(page)).toHaveValue("list --limit 1");
    await field(page).press("ArrowUp");
    await expect(field(page)).toHaveValue("help");
    await field(page).press("ArrowUp");
    await expect(field(page)).toHaveValue("help");
    await field(page).press("ArrowDown");
    await expect(field(page)).toHaveValue("list --limit 1");
    await field(page).press("ArrowDown");
    await expect(field(page)).toHaveValue("");
    await field(page).press("ArrowUp");
    await field(page).press("Enter");
    await expect(line(page, /^Showing the 1 company updated last/)).toBeVisible();
  });

  test("shows that a command is running, and the page passes axe", async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/admin", async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    await field(page).fill("help");
    await field(page).press("Enter");
    await expect(page.getByText("Running…")).toBeVisible();
    await expect(log(page)).toHaveAttribute("aria-busy", "true");
    await expect(page.getByRole("button", { name: "Run" })).toBeDisabled();
    release();
    await expect(line(page, "Available commands:")).toBeVisible();
    await expect(page.getByText("Running…")).toHaveCount(0);
    await expect(log(page)).toHaveAttribute("aria-busy", "false");
    await expectNoSeriousViolations(page);
  });
});

test("a list that cannot read the companies says so", async ({ page }) => {
  // This server's companies table lacks its published column (tests/e2e/state-database.ts).
  await openTerminal(page, `http://127.0.0.1:${STATE_PORTS.broken}`);
  await run(page, "list");
  await expect(
    line(page, 'Error fetching companies: column "published" does not exist'),
  ).toBeVisible();
});
