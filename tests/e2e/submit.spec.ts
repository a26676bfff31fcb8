import { expect, test, type FrameLocator, type Page } from "@playwright/test";
import { asClient, expectNoSeriousViolations } from "./helpers";
import { APP_PORT, FEED_URL } from "./servers";

const frameHeight = (page: Page, formType: string) =>
  page.locator(`iframe[data-form-type="${formType}"]`).evaluate((frame) => frame.clientHeight);

/** The height of the form's page inside the frame, as the frame itself measures it. */
const contentHeight = (frame: FrameLocator) =>
  frame.locator("body").evaluate((body) => Math.ceil(body.getBoundingClientRect().height));

test("the Submit page explains the submissions and frames the company and headline forms", async ({
  page,
}) => {
  await page.goto("/submit");
  await expect(page).toHaveTitle(/^Submit \| /);
  for (const heading of ["New companies", "News and headlines", "Updates and corrections"]) {
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  }
  await expect(page.getByText("must have a commercial open source model")).toBeVisible();
  await expect(page.getByText("Check that the company is not already listed")).toBeVisible();
  await expect(page.getByText("Every headline needs a source URL.")).toBeVisible();
  await expect(page.getByText("reputable publications or company blogs")).toBeVisible();
  await expect(page.getByText("the official company blog link is preferred")).toBeVisible();
  await expect(
    page.getByText("all submissions are reviewed, typically within 1-2 business days"),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "contact page" }).first()).toHaveAttribute(
    "href",
    "/contact",
  );

  const company = page.frameLocator('iframe[title="Company submission form"]');
  const headline = page.frameLocator('iframe[title="Headline submission form"]');
  await expect(company.getByRole("button", { name: "Submit company" })).toBeVisible();
  await expect(headline.getByRole("button", { name: "Submit headline" })).toBeVisible();
  // Each frame takes the height of its form (they start at 555px).
  await expect
    .poll(async () => (await frameHeight(page, "company")) === (await contentHeight(company)))
    .toBe(true);
  await expect
    .poll(async () => (await frameHeight(page, "headline")) === (await contentHeight(headline)))
    .toBe(true);
  await expectNoSeriousViolations(page);
});

test("a frame grows with the errors of a rejected form and keeps what was typed", async ({
  page,
}, info) => {
  await asClient(page, 20, info.retry);
  await page.goto("/submit");
  const company = page.frameLocator('iframe[title="Company submission form"]');
  await company.getByLabel("Company name").fill("Acme Data");
  await company.getByLabel("Website").fill("javascript:alert(1)");
  await company.getByLabel("Year founded").fill("19");
  await expect
    .poll(async () => (await frameHeight(page, "company")) === (await contentHeight(company)))
    .toBe(true);
  const before = await frameHeight(page, "company");

  await company.getByRole("button", { name: "Submit company" }).click();
  await expect(company.locator("main").getByRole("alert")).toHaveText(
    "Please correct the fields marked below.",
  );
  await expect(
    company.getByText("Website must be a web address, such as supabase.com"),
  ).toBeVisible();
  await expect(company.getByText("Year founded must be a 4-digit year")).toBeVisible();
  await expect(company.getByLabel("Website")).toHaveAttribute("aria-invalid", "true");
  await expect(company.getByLabel("Website")).toBeFocused();
  await expect(company.getByLabel("Company name")).toHaveValue("Acme Data");
  await expect(company.getByLabel("Website")).toHaveValue("javascript:alert(1)");

  await expect.poll(() => frameHeight(page, "company")).toBeGreaterThan(before);
  await expect
    .poll(async () => (await frameHeight(page, "company")) === (await contentHeight(company)))
    .toBe(true);
  // The headline frame is left as it was.
  const headline = page.frameLocator('iframe[title="Headline submission form"]');
  expect(await frameHeight(page, "headline")).toBe(await contentHeight(headline));
});

test("a company and a headline are submitted through the frames and end with a thank-you", async ({
  page,
}, info) => {
  await asClient(page, 21, info.retry);
  await page.goto("/submit");
  const company = page.frameLocator('iframe[title="Company submission form"]');
  await company.getByLabel("Company name").fill("Framed Test Co");
  // Typed as people type it: the form adds https://.
  await expect(company.getByText("A web address, such as supabase.com.")).toBeVisible();
  await company.getByLabel("Website").fill("framed-test.example");
  await company.getByLabel("City").fill("Lisbon, Portugal");
  await company.getByRole("button", { name: "Submit company" }).click();
  await expect(company.getByRole("heading", { name: "Thank you!" })).toBeVisible();
  await expect(company.getByText("Your company submission has been received.")).toBeVisible();
  await expect
    .poll(async () => (await frameHeight(page, "company")) === (await contentHeight(company)))
    .toBe(true);

  const headline = page.frameLocator('iframe[title="Headline submission form"]');
  await headline.getByLabel("Article URL").fill("ftp://news.example/story");
  await headline.getByRole("button", { name: "Submit headline" }).click();
  await expect(headline.getByText("Article URL must start with http:// or https://")).toBeVisible();
  await expect(headline.getByText("Title is required")).toBeVisible();
  await expect(headline.getByText("Choose a type")).toBeVisible();
  await headline.getByLabel("Article URL").fill("https://news.example/story");
  await headline.getByLabel("Title").fill("Framed Test Co raises a seed round");
  await headline.getByLabel("Type").selectOption({ label: "Funding" });
  await headline.getByLabel("Date").fill("2026-11-02");
  await headline.getByRole("button", { name: "Submit headline" }).click();
  await expect(headline.getByRole("heading", { name: "Thank you!" })).toBeVisible();

  // 'Submit another' starts a blank form.
  await headline.getByRole("button", { name: "Submit another" }).click();
  await expect(headline.getByLabel("Title")).toHaveValue("");
});

test("the Contact page frames the contact form, which sends a message", async ({ page }, info) => {
  await asClient(page, 22, info.retry);
  await page.goto("/contact");
  await expect(page).toHaveTitle(/^Contact \| /);
  for (const heading of [
    "General inquiries",
    "Data submissions",
    "Our mission",
    "Data quality",
    "Response time",
  ]) {
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  }
  await expect(page.getByText("We typically respond within 1-2 business days.")).toBeVisible();
  const contact = page.frameLocator('iframe[title="Contact form"]');
  await expect
    .poll(async () => (await frameHeight(page, "contact")) === (await contentHeight(contact)))
    .toBe(true);
  await expectNoSeriousViolations(page);

  await contact.getByLabel("Name").fill("Ann Example");
  await contact.getByLabel("Email").fill("not-an-email");
  await contact.getByRole("button", { name: "Send message" }).click();
  await expect(contact.getByText("Email must be a valid email address")).toBeVisible();
  await expect(contact.getByText("Subject is required")).toBeVisible();
  await expect(contact.getByText("Message is required")).toBeVisible();
  await contact.getByLabel("Email").fill("ann@example.com");
  await contact.getByLabel("Subject").fill("A correction");
  await contact.getByLabel("Message").fill("The city of Acme Data is Berlin.");
  await contact.getByRole("button", { name: "Send message" }).click();
  await expect(contact.getByText("Your message has been received.")).toBeVisible();
});

test.describe("with a foreign frame in the page", () => {
  // The site's CSP keeps other sites' frames out of its pages; this test puts one in anyway,
  // as a page script could, to check that the page still ignores its messages.
  test.use({ bypassCSP: true });

  test("the page ignores resize messages from another origin or of the wrong shape", async ({
    page,
  }) => {
    await page.goto("/submit");
    const company = page.frameLocator('iframe[title="Company submission form"]');
    await expect
      .poll(async () => (await frameHeight(page, "company")) === (await contentHeight(company)))
      .toBe(true);
    const settled = await frameHeight(page, "company");

    // A frame of another site posts well-formed resize messages for every form type.
    const delivered = await page.evaluate(
      (posterUrl) =>
        new Promise<number>((resolve) => {
          let count = 0;
          addEventListener("message", (event) => {
            if (event.origin === new URL(posterUrl).origin && ++count === 3) resolve(count);
          });
          const frame = document.createElement("iframe");
          frame.src = posterUrl;
          frame.title = "Foreign poster";
          document.body.append(frame);
        }),
      `${FEED_URL}/poster.html`,
    );
    expect(delivered).toBe(3);
    // Same origin, but not from the frame, or not well formed.
    await page.evaluate(() => {
      postMessage({ type: "resize-iframe", height: 1234, formType: "company" }, location.origin);
      const frame = document.querySelector<HTMLIFrameElement>('iframe[data-form-type="company"]')!;
      frame.contentWindow!.parent.postMessage(
        { type: "resize-iframe", height: "1234", formType: "company" },
        "*",
      );
    });
    await page.waitForTimeout(300);
    expect(await frameHeight(page, "company")).toBe(settled);
    expect(await frameHeight(page, "headline")).not.toBe(1234);
  });
});

test("any site may frame the forms, which answer only its well-formed requests", async ({
  page,
}) => {
  const app = `http://localhost:${APP_PORT}`;
  await page.goto(`${FEED_URL}/foreign.html`);
  await page.evaluate((src) => {
    const frame = document.createElement("iframe");
    frame.src = src;
    frame.title = "Headline form";
    document.body.append(frame);
  }, `${app}/embed/headline`);
  const resizes = () =>
    page.evaluate(
      (origin) =>
        (
          window as unknown as {
            received: { origin: string; data: { type: string; formType: string } }[];
          }
        ).received.filter(
          (m) =>
            m.origin === origin &&
            m.data.type === "resize-iframe" &&
            m.data.formType === "headline",
        ).length,
      app,
    );
  // The form reports its height to the framing site without being asked.
  await expect.poll(resizes).toBeGreaterThan(0);
  await page.waitForTimeout(300);
  const before = await resizes();

  await page.evaluate((origin) => {
    const frame = document.querySelector("iframe")!.contentWindow!;
    frame.postMessage({ type: "init-resize", formType: "company" }, origin);
    frame.postMessage({ type: "init-resize" }, origin);
    frame.postMessage("init-resize", origin);
    frame.postMessage({ type: "init-resize", formType: "headline" }, origin);
  }, app);
  await expect.poll(resizes).toBe(before + 1);
  await page.waitForTimeout(300);
  expect(await resizes()).toBe(before + 1);
});

test("only the /embed forms may be framed", async ({ page, request }) => {
  const embed = await request.get("/embed/company");
  expect(embed.headers()["content-security-policy"]).toContain("frame-ancestors *");
  for (const path of ["/submit", "/", "/organizations", "/login"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.headers()["content-security-policy"], path).toContain("frame-ancestors 'none'");
    expect(response.headers()["x-frame-options"], path).toBe("DENY");
  }
  // Chromium refuses to show /submit in another site's frame, and shows the form.
  await page.goto(`${FEED_URL}/foreign.html`);
  await page.evaluate((app) => {
    for (const path of ["/submit", "/embed/contact"]) {
      const frame = document.createElement("iframe");
      frame.src = app + path;
      frame.title = path;
      document.body.append(frame);
    }
  }, `http://localhost:${APP_PORT}`);
  await expect(
    page
      .frameLocator('iframe[title="/embed/contact"]')
      .getByRole("button", { name: "Send message" }),
  ).toBeVisible();
  await expect(
    page
      .frameLocator('iframe[title="/submit"]')
      .getByRole("heading", { name: "Submit to the directory" }),
  ).toHaveCount(0);
});

test("an address gets 5 submissions in 10 minutes, then a readable refusal", async ({
  page,
}, info) => {
  await asClient(page, 23, info.retry);
  await page.goto("/embed/contact");
  for (let i = 1; i <= 5; i++) {
    await page.getByLabel("Name").fill(`Sender ${i}`);
    await page.getByLabel("Email").fill("sender@example.com");
    await page.getByLabel("Subject").fill(`Message ${i}`);
    await page.getByLabel("Message").fill("Hello there.");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible();
    await page.getByRole("button", { name: "Submit another" }).click();
  }
  await page.getByLabel("Name").fill("Sender 6");
  await page.getByLabel("Email").fill("sender@example.com");
  await page.getByLabel("Subject").fill("Message 6");
  await page.getByLabel("Message").fill("Hello again.");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Too many" })).toHaveText(
    "Too many submissions from your address. Please try again in 10 minutes.",
  );
  await expect(page.getByLabel("Subject")).toHaveValue("Message 6");
  await expectNoSeriousViolations(page);
});

test("the company form says when the company is already listed, with its page, before sending", async ({
  page,
}, info) => {
  await asClient(page, 22, info.retry);
  await page.goto("/submit");
  const company = page.frameLocator('iframe[title="Company submission form"]');
  await company.getByLabel("Company name").pressSequentially("SUPA base", { delay: 20 });
  const notice = company.getByRole("status").filter({ hasText: "already listed" });
  await expect(notice).toHaveText(
    "Supabase is already listed: see its page. Send this form only to correct or add to it.",
  );
  await expect(notice.getByRole("link", { name: "see its page" })).toHaveAttribute(
    "href",
    "/organizations/supabase",
  );
  await company.getByLabel("Company name").fill("Surely Not Listed Co");
  await expect(notice).toHaveCount(0);
});
