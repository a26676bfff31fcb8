import { expect, test, type Locator, type Page } from "@playwright/test";
import { devSignIn, expectNoSeriousViolations, SMOKE } from "./helpers";

// Demo data (supabase/seed): Supabase is published with a valuation and two headlines;
// ClickHouse has 7 published headlines; Mistral AI has one unpublished headline; Tailscale
// has exactly one; Yugabyte is unpublished. Sorted by name, Supabase sits between
// Redpanda Data and Tailscale among the published companies.

const BACK_URL_KEY = "organizationsBackURL";

async function signInAsAdmin(page: Page) {
  await devSignIn(page, "admin@example.com", "/login?callbackUrl=%2Fadmin");
  await expect(page).toHaveURL("/admin"); // signed in, and switched to draft mode
}

/** Remembers a list URL the way the company list does, then opens a company page. */
async function openWithStoredList(page: Page, listUrl: string, path: string) {
  await page.goto(path);
  await page.evaluate(
    ([key, value]) => sessionStorage.setItem(key, value),
    [BACK_URL_KEY, listUrl],
  );
  await page.goto(path);
}

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

/** The 'Showing a-b of N' numbers of the Recent Headlines card. */
async function recentRange(card: Locator) {
  const text = (await card.getByText(/^Showing \d+-\d+ of \d+$/).textContent()) ?? "";
  const [, from, to, total] = text.match(/^Showing (\d+)-(\d+) of (\d+)$/) ?? [];
  return { from: Number(from), to: Number(to), total: Number(total) };
}

test(
  "a published company shows its header, description and every card",
  SMOKE,
  async ({ page }) => {
    const response = await page.goto("/organizations/supabase");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/^Supabase \| /);

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Supabase");
    const figures = page.getByRole("region", { name: "Key figures" });
    await expect(figures.getByRole("term")).toHaveText([
      "Founded",
      "Headquarters",
      "Funding",
      "Latest valuation",
      "People",
      "Headlines",
    ]);
    await expect(figures.getByRole("definition")).toHaveText([
      "2020",
      "San Francisco, CA, USA",
      "$500.0M",
      "$5.0B (Oct 3, 2025)",
      /^\d+$/,
      /^\d+$/,
    ]);
    await expect(page.getByText(/open source Postgres development platform/)).toBeVisible();
    const website = page.getByRole("list", { name: "Websites" }).getByRole("link", {
      name: "supabase.com",
    });
    await expect(website).toHaveAttribute("href", "https://supabase.com/");
    await expect(website).toHaveAttribute("rel", /noopener/);
    await expect(page.getByText(/^Last updated [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();

    const valuation = region(page, "Current Valuation");
    await expect(valuation.getByText("$5.0B", { exact: true })).toBeVisible();
    await expect(valuation.getByText("as of October 3, 2025")).toBeVisible();
    await expect(valuation.getByRole("link", { name: "Source" })).toHaveAttribute(
      "href",
      /^https:\/\/techcrunch\.com\//,
    );

    const funding = region(page, "Funding Summary");
    await expect(funding.getByText("$500.0M", { exact: true })).toBeVisible();
    await expect(funding.getByText("Total reported funding")).toBeVisible();
    await expect(funding.getByText("of which $300M disclosed in 2 rounds")).toBeVisible();

    const headlines = region(page, "Recent Headlines");
    await expect(
      headlines.getByRole("link", { name: /Supabase nabs \$5B valuation/ }),
    ).toHaveAttribute("target", "_blank");
    await expect(headlines.getByRole("link", { name: /Vibe coding helps Supabase/ })).toBeVisible();
    await expect(headlines.getByText("$200M", { exact: true })).toBeVisible();
    await expect(headlines.getByText("$100M", { exact: true })).toBeVisible();
    await expect(headlines.getByText("Funding", { exact: true }).first()).toBeVisible();
    await expect(headlines.getByText("TechCrunch", { exact: true }).first()).toBeVisible();
    await expect(headlines.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await expect(headlines.getByRole("link", { name: "View All" })).toHaveAttribute(
      "href",
      "/organizations/supabase/headlines",
    );
    // Newest first: the dates shown never increase down the list.
    const dates = await headlines
      .locator("li")
      .evaluateAll((items) =>
        items.map((item) =>
          Date.parse(
            item.querySelector("div")?.textContent?.match(/[A-Z][a-z]+ \d{1,2}, \d{4}/)?.[0] ?? "",
          ),
        ),
      );
    expect(dates.length).toBeGreaterThanOrEqual(2);
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);

    const people = region(page, "Key People");
    await expect(people.getByText("Paul Copplestone", { exact: true })).toBeVisible();
    await expect(people.getByText("CEO & Co-founder", { exact: true })).toBeVisible();
    await expect(people.getByText("Ant Wilson", { exact: true })).toBeVisible();
    await expect(people.getByText("Founder", { exact: true })).toHaveCount(2);
    await expect(people.getByRole("link", { name: "X", exact: true })).toHaveAttribute(
      "href",
      "https://x.com/kiwicopple",
    );

    const projects = region(page, "Core OSS Projects");
    await expect(projects.getByRole("link", { name: "supabase", exact: true })).toHaveAttribute(
      "href",
      "https://github.com/supabase/supabase",
    );
    await expect(projects.getByRole("link", { name: "Repository" })).toHaveCount(3);
    await expect(projects.getByRole("link", { name: "Docs" }).first()).toHaveAttribute(
      "href",
      "https://supabase.com/docs",
    );
    await expect(projects.getByText("License: Apache-2.0")).toHaveCount(2);
    await expect(projects.getByText("License: MIT")).toBeVisible();

    const business = region(page, "Business Information");
    for (const group of ["Industries", "Technologies", "Sectors", "Licenses"]) {
      await expect(business.getByRole("heading", { name: group })).toBeVisible();
    }
    await expect(business.getByRole("heading", { name: "Other" })).toHaveCount(0);
    await expect(business.getByText("Developer Tools", { exact: true })).toBeVisible();
    await expect(business.getByText("PostgreSQL", { exact: true })).toBeVisible();

    const socials = region(page, "Socials and Communities");
    await expect(socials.getByRole("link")).toHaveCount(3);
    await expect(socials.getByRole("link", { name: "GitHub" })).toHaveAttribute(
      "href",
      "https://github.com/supabase",
    );
    await expect(socials.getByRole("link", { name: "YouTube" })).toHaveAttribute(
      "href",
      "https://www.youtube.com/c/supabase",
    );
  },
);

test("a visitor sees no admin controls and no unpublished headlines", async ({ page }) => {
  await page.goto("/organizations/supabase");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Supabase");
  await expect(page.getByRole("link", { name: "Edit", exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Post to Social Media" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Social Media Posts" })).toHaveCount(0);
  await expect(page.getByText("Unpublished", { exact: true })).toHaveCount(0);

  await page.goto("/organizations/mistral-ai");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mistral AI");
  await expect(page.getByText("Unpublished", { exact: true })).toHaveCount(0);
  await page.goto("/organizations/mistral-ai/headlines");
  await expect(page.getByText("Unpublished", { exact: true })).toHaveCount(0);
});

test("Recent Headlines pages through the headlines 5 at a time", async ({ page }) => {
  await page.goto("/organizations/clickhouse");
  const card = region(page, "Recent Headlines");
  const first = await recentRange(card);
  expect(first.from).toBe(1);
  expect(first.to).toBe(Math.min(5, first.total));
  await expect(card.locator("ul > li")).toHaveCount(first.to);
  const pages = Math.max(1, Math.ceil(first.total / 5));
  await expect(card.getByText(`Page 1 of ${pages}`)).toBeVisible();
  await expect(card.getByRole("button", { name: "Previous" })).toBeDisabled();
  test.skip(pages < 2, "the demo company has 5 headlines or fewer");

  await card.getByRole("button", { name: "Next" }).click();
  await expect(card.getByText(`Page 2 of ${pages}`)).toBeVisible();
  const second = await recentRange(card);
  expect(second).toEqual({ from: 6, to: Math.min(10, first.total), total: first.total });
  await expect(card.locator("ul > li")).toHaveCount(second.to - 5);

  await card.getByRole("button", { name: "Previous" }).click();
  await expect(card.getByText(`Page 1 of ${pages}`)).toBeVisible();
});

test("View All opens the company's headlines, 10 per page", async ({ page }) => {
  await page.goto("/organizations/clickhouse");
  await region(page, "Recent Headlines").getByRole("link", { name: "View All" }).click();
  await expect(page).toHaveURL("/organizations/clickhouse/headlines");
  await expect(page).toHaveTitle(/^ClickHouse - Headlines \| /);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ClickHouse Headlines");
  // After a client-side navigation the old page's canonical link goes away shortly.
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    /\/organizations\/clickhouse\/headlines$/,
  );
  const countText = (await page.getByText(/^\d+ headlines? total$/).textContent()) ?? "";
  const total = Number(countText.split(" ")[0]);
  expect(total).toBeGreaterThanOrEqual(7);
  const pages = Math.ceil(total / 10);

  const list = region(page, "All Headlines");
  await expect(list.locator("ul > li")).toHaveCount(Math.min(10, total));
  await expect(list.getByText(`Page 1 of ${pages}`)).toBeVisible();
  await expect(list.getByText("$400M", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to ClickHouse" })).toHaveAttribute(
    "href",
    "/organizations/clickhouse",
  );

  // A page past the end shows the last page; a page that is not a number the first.
  await page.goto("/organizations/clickhouse/headlines/99");
  await expect(region(page, "All Headlines").getByText(`Page ${pages} of ${pages}`)).toBeVisible();
  await page.goto("/organizations/clickhouse/headlines/abc");
  await expect(region(page, "All Headlines").getByText(`Page 1 of ${pages}`)).toBeVisible();

  if (pages > 1) {
    await page.goto("/organizations/clickhouse/headlines");
    await region(page, "All Headlines").getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL("/organizations/clickhouse/headlines/2");
    await expect(region(page, "All Headlines").getByText(`Page 2 of ${pages}`)).toBeVisible();
  }
});

test("a company with one headline says '1 headline total'", async ({ page }) => {
  await page.goto("/organizations/tailscale/headlines");
  await expect(page.getByText("1 headline total", { exact: true })).toBeVisible();
  await expect(region(page, "All Headlines").locator("ul > li")).toHaveCount(1);
});

test("an unknown company shows 404 'Page not found'", async ({ page }) => {
  const response = await page.goto("/organizations/no-such-company");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go Home" })).toHaveAttribute("href", "/");
});

test("the headlines of an unknown company show 404 'Organization not found'", async ({ page }) => {
  const response = await page.goto("/organizations/nope/headlines");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Organization not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go Home" })).toBeVisible();
});

test("an unpublished company is a 404 for visitors", async ({ page }) => {
  const response = await page.goto("/organizations/yugabyte");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  const headlines = await page.goto("/organizations/yugabyte/headlines");
  expect(headlines?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Organization not found" })).toBeVisible();
});

test("an admin sees an unpublished company with its marker, tools and social posts", async ({
  page,
}) => {
  await signInAsAdmin(page);
  const response = await page.goto("/organizations/yugabyte");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Yugabyte");
  await expect(page.getByText("Unpublished", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit", exact: true })).toHaveAttribute(
    "href",
    "/admin/organizations/yugabyte/edit",
  );
  await expect(page.getByRole("link", { name: "Post to Social Media" })).toHaveAttribute(
    "href",
    "/admin/organizations/yugabyte/post-social",
  );
  await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(1);
  await expect(
    region(page, "Social Media Posts").getByText(
      "No social media posts found for this organization.",
    ),
  ).toBeVisible();
  // No valuation recorded: no card says so.
  await expect(region(page, "Current Valuation")).toHaveCount(0);
  await expect(page.getByText("No valuation data available", { exact: true })).toHaveCount(0);

  await page.goto("/organizations/yugabyte/headlines");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Yugabyte Headlines");
});

test("an admin sees unpublished headlines flagged", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/organizations/mistral-ai");
  await expect(
    region(page, "Recent Headlines").getByText("Unpublished", { exact: true }),
  ).toHaveCount(1);
  await page.goto("/organizations/mistral-ai/headlines");
  await expect(page.getByText("6 headlines total", { exact: true })).toBeVisible();
  await expect(region(page, "All Headlines").getByText("Unpublished", { exact: true })).toHaveCount(
    1,
  );
});

test("'Back to Companies' returns to the stored list URL, and only to a list URL", async ({
  page,
}) => {
  await page.goto("/organizations/supabase");
  await expect(page.getByRole("link", { name: "Back to Companies" })).toHaveAttribute(
    "href",
    "/organizations",
  );

  const listUrl = "/organizations?sortField=name&sortDirection=asc";
  await openWithStoredList(page, listUrl, "/organizations/supabase");
  await expect(page.getByRole("link", { name: "Back to Companies" })).toHaveAttribute(
    "href",
    listUrl,
  );

  await openWithStoredList(page, "https://example.com/organizations", "/organizations/supabase");
  await expect(page.getByRole("link", { name: "Back to Companies" })).toHaveAttribute(
    "href",
    "/organizations",
  );
});

test("previous and next follow the stored list's sort", async ({ page }) => {
  await openWithStoredList(
    page,
    "/organizations?sortField=name&sortDirection=asc",
    "/organizations/supabase",
  );
  const nav = page.getByRole("navigation", { name: "Companies", exact: true });
  const previous = nav.getByRole("link", { name: "Previous: Redpanda Data", exact: true });
  const next = nav.getByRole("link", { name: "Next: Tailscale", exact: true });
  await expect(previous).toHaveAttribute("href", "/organizations/redpanda-data");
  await expect(previous).toHaveText("← Previous: Redpanda Data");
  await expect(next).toHaveAttribute("href", "/organizations/tailscale");
  await expect(next).toHaveText("Next: Tailscale →");

  await next.click();
  await expect(page).toHaveURL("/organizations/tailscale");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tailscale");
  await expect(nav.getByRole("link", { name: "Previous: Supabase", exact: true })).toHaveAttribute(
    "href",
    "/organizations/supabase",
  );

  // The other direction swaps them.
  await openWithStoredList(
    page,
    "/organizations?sortField=name&sortDirection=desc",
    "/organizations/supabase",
  );
  await expect(nav.getByRole("link", { name: "Previous: Tailscale", exact: true })).toHaveText(
    "← Previous: Tailscale",
  );
  await expect(nav.getByRole("link", { name: "Next: Redpanda Data", exact: true })).toHaveText(
    "Next: Redpanda Data →",
  );
});

test("the company page carries JSON-LD, a canonical URL and social cards", async ({ page }) => {
  await page.goto("/organizations/supabase");
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const organization = scripts
    .map((text) => JSON.parse(text))
    .find((data) => data["@type"] === "Organization");
  expect(organization).toBeDefined();
  expect(organization["@context"]).toBe("https://schema.org");
  expect(organization.name).toBe("Supabase");
  expect(organization.url).toMatch(/\/organizations\/supabase$/);
  expect(organization.foundingDate).toBe("2020");
  expect(organization.address).toEqual({
    "@type": "PostalAddress",
    addressLocality: "San Francisco, CA, USA",
  });
  expect(organization.founders).toEqual(
    expect.arrayContaining([{ "@type": "Person", name: "Paul Copplestone" }]),
  );
  expect(organization.sameAs).toEqual(expect.arrayContaining(["https://github.com/supabase"]));

  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    /\/organizations\/supabase$/,
  );
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /^Supabase/);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "website");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    "The open source Firebase alternative",
  );
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
    "content",
    "summary_large_image",
  );
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    /\/organizations\/supabase\/card\.png$/,
  );
  await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
});

test("a company page has no serious or critical accessibility violations", async ({ page }) => {
  await openWithStoredList(
    page,
    "/organizations?sortField=name&sortDirection=asc",
    "/organizations/supabase",
  );
  await expect(
    page
      .getByRole("navigation", { name: "Companies", exact: true })
      .getByRole("link", { name: "Next: Tailscale", exact: true }),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("under its name a company page says its tagline and leads to its site, code, news and a comparison", async ({
  page,
}) => {
  await page.goto("/organizations/supabase");
  await expect(page.getByText("The open source Firebase alternative")).toBeVisible();
  const links = page.getByRole("list", { name: "Supabase: links" });
  await expect(links.getByRole("link", { name: "Website" })).toHaveAttribute(
    "href",
    /^https:\/\/supabase\.com/,
  );
  await expect(links.getByRole("link", { name: "GitHub" })).toHaveAttribute(
    "href",
    "https://github.com/supabase/supabase",
  );
  const feed = await page.request.get(
    (await links.getByRole("link", { name: "Follow news" }).getAttribute("href"))!,
  );
  expect(feed.headers()["content-type"]).toContain("xml");
  await links.getByRole("link", { name: "Compare Supabase" }).click();
  await expect(page).toHaveURL("/compare?c=supabase");
  await expect(page.getByText("Add another company to compare it with.")).toBeVisible();
});

test("a company page lists similar companies, by the tags they share", async ({ page }) => {
  await page.goto("/organizations/supabase");
  const similar = page.getByRole("region", { name: "Similar companies" });
  const links = similar.getByRole("link");
  await expect(links.first()).toBeVisible();
  expect(await links.count()).toBeLessThanOrEqual(6);
  await expect(similar.getByText(/^Shares /).first()).toBeVisible();
  const name = await links.first().textContent();
  await links.first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name!);
});
