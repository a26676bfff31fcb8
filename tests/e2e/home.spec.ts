import { expect, test } from "@playwright/test";
import { FEED_URL } from "./servers";
import { devSignIn, expectNoSeriousViolations, setFeedMode, SMOKE } from "./helpers";

test.describe("home page", () => {
  test(
    "shows the money totals, trending companies, companies and recent headlines",
    SMOKE,
    async ({ page }) => {
      await page.goto("/");
      for (const label of [
        "Total Funding of COSS Companies",
        "Total Valuation of COSS Companies",
      ]) {
        const card = page
          .locator("div", { has: page.getByRole("heading", { name: label }) })
          .last();
        await expect(card).toContainText(/\$\d+\.\dB/);
        await expect(card).toContainText(/across \d+ companies/);
      }

      const trending = page.getByRole("region", { name: "Trending COSS Companies" });
      await expect(trending.getByRole("listitem")).toHaveCount(30);
      await expect(trending.getByRole("listitem").first()).toContainText("#1");
      await expect(trending.getByRole("link", { name: /View all 45 companies/ })).toHaveAttribute(
        "href",
        "/organizations",
      );
      // The two most recently added demo companies wear the NEW badge.
      await expect(trending.getByText("NEW", { exact: true })).toHaveCount(2);

      const companies = page.getByRole("region", { name: "Companies" });
      await expect(companies.getByRole("article")).toHaveCount(12);
      const card = companies.getByRole("article").first();
      await expect(card).toContainText(/\d+ key (person|people)/);
      await expect(card).toContainText(/\d+ headlines?/);
      await expect(card).toContainText(/Last updated \w+ \d+, \d{4}/);

      const headlines = page.getByRole("region", { name: "Recent COSS Headlines" });
      await expect(headlines.getByRole("listitem")).toHaveCount(10);
      await expect(headlines.getByRole("link", { name: "View all" })).toHaveAttribute(
        "href",
        "/headlines",
      );
      const source = headlines.getByRole("listitem").first().getByRole("link").first();
      await expect(source).toHaveAttribute("target", "_blank");
      await expect(headlines.getByText("Companies Mentioned:").first()).toBeVisible();
    },
  );

  test("shows the community blog feed: 10 posts, default category, cut excerpts", async ({
    page,
  }) => {
    await page.goto("/");
    const blog = page.getByRole("region", { name: "Latest Content from the community" });
    await expect(blog.getByRole("listitem")).toHaveCount(10);
    await expect(blog.getByText("General").first()).toBeVisible();
    await expect(blog.getByRole("link", { name: "Community post 1", exact: true })).toHaveAttribute(
      "href",
      "https://blog.example.com/posts/1",
    );
    const excerpt = await blog.getByRole("listitem").first().locator("p").last().textContent();
    expect(excerpt?.endsWith("...")).toBe(true);
    expect(excerpt?.length).toBe(103);
    await expect(blog.getByRole("link", { name: "View all" })).toHaveAttribute("href", FEED_URL);
  });

  test("explains each blog feed failure (live pages of an admin)", async ({ page, request }) => {
    // Visitors get the cached page; an admin's pages render per request, so the feed is refetched.
    await devSignIn(page, "admin@example.com");
    await expect(page).toHaveURL("/admin");
    const blog = page.getByRole("region", { name: "Latest Content from the community" });
    const cases = [
      ["status-500", "Failed to fetch RSS feed"],
      ["reset", "Failed to fetch RSS feed"],
      ["empty-body", "No valid XML content received from RSS feed"],
      ["html", "Invalid XML format received from RSS feed"],
      ["broken", "Failed to parse RSS feed"],
    ];
    try {
      for (const [mode, reason] of cases) {
        await setFeedMode(request, mode);
        await page.goto("/");
        await expect(blog.getByRole("alert")).toContainText(
          "Unable to load blog posts at this time.",
        );
        await expect(blog.getByRole("alert")).toContainText(reason);
      }
      await setFeedMode(request, "empty-channel");
      await page.goto("/");
      await expect(blog).toContainText("No blog posts available.");
    } finally {
      await setFeedMode(request, "good");
    }
  });

  test("has no serious or critical accessibility violations", async ({ page }) => {
    await page.goto("/");
    await expectNoSeriousViolations(page);
  });

  test("is served from the caches to visitors, never to a browser in draft mode", async ({
    request,
  }) => {
    await request.get("/");
    const repeat = await request.get("/");
    expect(repeat.headers()["x-micro-cache"]).toBe("HIT");
    expect(repeat.headers()["cache-control"]).toContain("s-maxage=");
    const draft = await request.get("/", { headers: { cookie: "__prerender_bypass=x" } });
    expect(draft.headers()["x-micro-cache"]).toBeUndefined();
  });
});
