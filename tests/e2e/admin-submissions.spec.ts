import { expect, test, type Page } from "@playwright/test";
import { asClient, devSignIn, expectNoSeriousViolations } from "./helpers";

// The review queue, fed through the real public forms under /embed. Names carry a per-run
// suffix, so that a retry on the same data finds its own rows.
const RUN = Date.now().toString(36);

type Form = { path: "company" | "headline" | "contact"; button: string };
const COMPANY: Form = { path: "company", button: "Submit company" };
const HEADLINE: Form = { path: "headline", button: "Submit headline" };
const CONTACT: Form = { path: "contact", button: "Send message" };

/** Fills a public form field by field name and sends it. */
async function submitForm(page: Page, form: Form, fields: Record<string, string>) {
  await page.goto(`/embed/${form.path}`);
  for (const [name, value] of Object.entries(fields)) {
    const field = page.locator(`form [name="${name}"]`);
    if (await field.evaluate((element) => element.tagName === "SELECT")) {
      await field.selectOption(value);
    } else {
      await field.fill(value);
    }
  }
  await page.getByRole("button", { name: form.button }).click();
  await expect(page.getByText(/^Thank you/).first()).toBeVisible();
}

async function signInAsAdmin(page: Page) {
  await devSignIn(page, "admin@example.com", "/admin/submissions");
  await expect(page).toHaveURL("/admin/submissions");
  await expect(page.getByRole("heading", { name: "Submissions", level: 1 })).toBeVisible();
}

const card = (page: Page, kind: string, title: string) =>
  page.getByRole("article", { name: `${kind}: ${title}`, exact: true });
const newBadge = (page: Page) => page.getByText(/^\d+ new$/).first();
const statusTabs = (page: Page) => page.getByRole("navigation", { name: "Filter by status" });

test.describe("Submissions review queue", () => {
  test("anonymous visitors are sent to /login", async ({ page }) => {
    await page.goto("/admin/submissions?status=new");
    await expect(page).toHaveURL("/login?callbackUrl=%2Fadmin%2Fsubmissions%3Fstatus%3Dnew");
  });

  test("a signed-in non-admin cannot see the queue", async ({ page }) => {
    await devSignIn(page, "visitor@example.com", "/login?callbackUrl=%2Fadmin%2Fsubmissions");
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    await page.goto("/admin/submissions");
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fadmin%2Fsubmissions/);
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Submissions" })).toHaveCount(0);
  });

  test("an admin filters by status and accepts a company, created unpublished", async ({
    page,
    browser,
    baseURL,
  }) => {
    const name = `Review Co ${RUN}`;
    const shortname = `review-co-${RUN}`;
    const website = `https://${shortname}.example.com`;
    await asClient(page, 11, test.info().retry);
    await submitForm(page, COMPANY, {
      name,
      website,
      description: "Submitted by the browser tests.",
      city: "Berlin",
      year_founded: "2020",
      submitter_email: "founder@example.com",
      notes: "Please list us.",
    });

    await signInAsAdmin(page);
    const before = Number((await newBadge(page).textContent())?.split(" ")[0]);
    expect(before).toBeGreaterThanOrEqual(1);
    const row = card(page, "Company", name);
    await expect(row.getByText("New", { exact: true })).toBeVisible();
    await expect(row.getByText("Please list us.")).toBeVisible();
    await expect(row.getByText(/by founder@example\.com from 198\.51\.100\.\d+/)).toBeVisible();
    await expect(row.getByRole("link", { name: website })).toHaveAttribute("href", `${website}/`);

    const tabs = statusTabs(page);
    await tabs.getByRole("link", { name: /^New/ }).click();
    await expect(page).toHaveURL("/admin/submissions?status=new");
    await expect(tabs.getByRole("link", { name: /^New/ })).toHaveAttribute("aria-current", "page");
    await expect(row).toBeVisible();
    await tabs.getByRole("link", { name: /^Accepted/ }).click();
    await expect(page).toHaveURL("/admin/submissions?status=accepted");
    await expect(row).toHaveCount(0);
    await tabs.getByRole("link", { name: /^All/ }).click();
    await expect(page).toHaveURL("/admin/submissions");

    await row.getByRole("button", { name: `Accept company submission ${name}` }).click();
    await expect(row.getByRole("status")).toHaveText(
      `Company "${name}" created (unpublished) at /organizations/${shortname}.`,
    );
    await expect(row.getByText("Accepted", { exact: true })).toBeVisible();
    await expect(row.getByRole("button")).toHaveCount(0);
    await expect(newBadge(page)).toHaveText(`${before - 1} new`);

    await page.goto("/admin");
    await expect(
      page.getByRole("link", { name: `Submissions ${before - 1} new`, exact: true }),
    ).toHaveAttribute("href", "/admin/submissions");

    await page.goto("/admin/submissions?status=accepted");
    await card(page, "Company", name).getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(`/organizations/${shortname}`);
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    await expect(page.getByText("Unpublished", { exact: true })).toBeVisible();
    await expect(page.getByRole("list", { name: "Websites" }).getByRole("link")).toHaveText(
      `${shortname}.example.com`,
    );

    // Unpublished: anyone but an admin gets the 404 page.
    const visitor = await browser.newContext();
    const response = await (await visitor.newPage()).goto(`${baseURL}/organizations/${shortname}`);
    expect(response?.status()).toBe(404);
    await visitor.close();
  });

  test("an admin accepts a headline, linked to the companies named exactly", async ({ page }) => {
    const title = `Supabase review headline ${RUN}`;
    const missing = `Nobody Corp ${RUN}`;
    const url = `https://www.news.example.com/review-${RUN}`;
    await asClient(page, 12, test.info().retry);
    await submitForm(page, HEADLINE, {
      url,
      title,
      companies: `Supabase, ${missing}`,
      headline_type: "funding",
      headline_date: "2025-06-01",
    });

    await signInAsAdmin(page);
    const row = card(page, "Headline", title);
    await expect(row.getByRole("link", { name: url })).toHaveAttribute("href", url);
    await expect(row.getByText("Funding", { exact: true })).toBeVisible();
    await row.getByRole("button", { name: `Accept headline submission ${title}` }).click();
    await expect(row.getByRole("status")).toHaveText(
      new RegExp(
        `^Headline #\\d+ created \\(unpublished\\)\\. Linked to Supabase\\. No company matched: ${missing}\\.$`,
      ),
    );
    await expect(row.getByText("Accepted", { exact: true })).toBeVisible();

    const find = row.getByRole("link", { name: "find it in Headlines" });
    await expect(find).toHaveAttribute("href", `/headlines?${new URLSearchParams({ q: title })}`);
    await find.click();
    await expect(page.getByText(title).first()).toBeVisible();
  });

  test("an admin rejects a submission, which stays under Rejected, and marks a message handled", async ({
    page,
  }) => {
    const name = `Reject Co ${RUN}`;
    const subject = `Question ${RUN}`;
    await asClient(page, 13, test.info().retry);
    await submitForm(page, COMPANY, { name, website: "https://reject.example.com" });
    await submitForm(page, CONTACT, {
      name: "Browser Test",
      email: "reader@example.com",
      subject,
      message: "Is my company listed?",
    });

    await signInAsAdmin(page);
    const company = card(page, "Company", name);
    await company.getByRole("button", { name: `Reject company submission ${name}` }).click();
    await expect(company.getByRole("status")).toHaveText("Submission rejected.");
    await expect(company.getByText("Rejected", { exact: true })).toBeVisible();

    // From the New tab the handled message leaves the list; the outcome is shown above it.
    await page.goto("/admin/submissions?status=new");
    await expect(company).toHaveCount(0);
    const contact = card(page, "Contact", subject);
    await contact
      .getByRole("button", { name: `Mark handled contact submission ${subject}` })
      .click();
    await expect(contact).toHaveCount(0);
    await expect(page.getByText(`Last review, ${subject}: Marked as handled.`)).toBeVisible();

    await statusTabs(page)
      .getByRole("link", { name: /^Rejected/ })
      .click();
    await expect(page).toHaveURL("/admin/submissions?status=rejected");
    await expect(company.getByText("Rejected", { exact: true })).toBeVisible();
    await expect(company.getByRole("button")).toHaveCount(0);
    await page.goto("/admin/submissions?status=accepted");
    await expect(
      card(page, "Contact", subject).getByText("Accepted", { exact: true }),
    ).toBeVisible();
  });

  test("the queue has no serious accessibility violations", async ({ page }) => {
    await asClient(page, 14, test.info().retry);
    await submitForm(page, CONTACT, {
      name: "Browser Test",
      email: "reader@example.com",
      subject: `Accessibility ${RUN}`,
      message: "Checking the queue.",
    });
    await signInAsAdmin(page);
    await expect(card(page, "Contact", `Accessibility ${RUN}`)).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.goto("/admin/submissions?status=accepted");
    await expectNoSeriousViolations(page);
  });
});
