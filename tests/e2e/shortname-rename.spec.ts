import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { devSignIn } from "./helpers";
import { ADMIN_APP_URL } from "./servers";

// Its writes go to a server of their own (tests/e2e/servers.ts).
test.use({ baseURL: ADMIN_APP_URL });

const RUN = Date.now().toString(36);

async function signIn(page: Page, path: string) {
  await devSignIn(page, "admin@example.com", `/login?callbackUrl=${encodeURIComponent(path)}`);
  await expect(page).toHaveURL(path);
}

/** Creates a company (published unless said) from the editor; answers its shortname. */
async function createCompany(page: Page, name: string, published = true): Promise<string> {
  await page.goto("/admin/organizations/new");
  await page.locator("#company-name").fill(name);
  await page.getByLabel("Published", { exact: true }).setChecked(published);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`^${ADMIN_APP_URL}/organizations/[^/]+$`));
  return new URL(page.url()).pathname.split("/").at(-1)!;
}

test("a renamed company's old page, headlines pages, feed and card answer 308 to the new ones", async ({
  page,
  request,
}) => {
  await signIn(page, "/admin");
  const old = await createCompany(page, `Rename Me ${RUN}`);
  const other = await createCompany(page, `Keep Me ${RUN}`);
  const renamed = `renamed-${RUN}`;

  await page.goto(`/admin/organizations/${old}/edit`);
  await expect(page.getByText(`/organizations/${old}`)).toBeVisible();
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  const shortname = page.getByLabel("Shortname");
  const check = page.getByRole("status").filter({ hasText: /shortname|available/i });

  await shortname.fill("has space");
  await expect(check).toHaveText("Shortname may not contain spaces: use hyphens between words.");
  await shortname.fill("café");
  await expect(check).toContainText("Shortname must be plain ASCII");
  await shortname.fill(other);
  await expect(check).toHaveText(`The shortname ${other} is taken by Keep Me ${RUN}.`);
  await shortname.fill(renamed);
  await expect(check).toHaveText(`${renamed} is available.`);

  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(`/organizations/${renamed}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Rename Me ${RUN}`);

  for (const rest of ["", "/headlines", "/headlines/2", "/headlines/feed.xml", "/card.png"]) {
    const response = await request.get(`/organizations/${old}${rest}?ref=x`, { maxRedirects: 0 });
    expect(response.status(), `${old}${rest}`).toBe(308);
    expect(response.headers().location).toBe(`/organizations/${renamed}${rest}?ref=x`);
  }
  // A visitor following the old link lands on the company's page.
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(`${ADMIN_APP_URL}/organizations/${old}`);
  await expect(visitor).toHaveURL(`${ADMIN_APP_URL}/organizations/${renamed}`);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(`Rename Me ${RUN}`);
  await visitor.close();

  // Another company may not take the old shortname.
  await page.goto(`/admin/organizations/${other}/edit`);
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  await page.getByLabel("Shortname").fill(old);
  await expect(page.getByRole("status").filter({ hasText: "reserved" })).toHaveText(
    `The shortname ${old} is reserved: it was Rename Me ${RUN}'s and its links lead to /organizations/${renamed}.`,
  );
});

// Draft-mode cookies anyone can make up: Next's cookie name with values that are not the build's.
const FORGED_DRAFT_COOKIES = fs
  .readFileSync("tests/fixtures/review-corpus/draft-cookies.txt", "utf8")
  .split("\n")
  .filter((line) => line.trim() && !line.startsWith("#"));

test("an unpublished company's new shortname is told to the admin in draft mode, never to a visitor with a forged cookie", async ({
  page,
  playwright,
}) => {
  await signIn(page, "/admin");
  const old = await createCompany(page, `Hidden Rename ${RUN}`, false);
  const renamed = `hidden-renamed-${RUN}`;
  await page.goto(`/admin/organizations/${old}/edit`);
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  await page.getByLabel("Shortname").fill(renamed);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(`/organizations/${renamed}`);

  const paths = ["", "/headlines", "/headlines/feed.xml", "/card.png"];
  for (const rest of paths) {
    const response = await page.request.get(`/organizations/${old}${rest}`, { maxRedirects: 0 });
    expect(response.status(), `the admin at ${old}${rest}`).toBe(308);
  }
  for (const cookie of FORGED_DRAFT_COOKIES) {
    const visitor = await playwright.request.newContext({
      baseURL: ADMIN_APP_URL,
      extraHTTPHeaders: { cookie },
    });
    for (const rest of paths) {
      const response = await visitor.get(`/organizations/${old}${rest}`, { maxRedirects: 0 });
      expect(response.status(), `${cookie} at ${old}${rest}`).toBe(404);
      expect(await response.text(), `${cookie} at ${old}${rest}`).not.toContain(renamed);
      const current = await visitor.get(`/organizations/${renamed}${rest}`, { maxRedirects: 0 });
      expect(current.status(), `${cookie} at ${renamed}${rest}`).toBe(404);
    }
    await visitor.dispose();
  }
});
