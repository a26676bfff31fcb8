import { expect, test } from "@playwright/test";

test("the headlines feed is RSS 2.0 with the 50 latest published headlines", async ({
  request,
}) => {
  const response = await request.get("/headlines/feed.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/rss+xml");
  const xml = await response.text();
  expect(xml).toContain('<rss version="2.0"');
  expect(xml.match(/<item>/g)).toHaveLength(50);
});

test("a company's headlines feed lists its headlines; unknown or unpublished companies have none", async ({
  page,
  request,
}) => {
  const xml = await (await request.get("/organizations/supabase/headlines/feed.xml")).text();
  expect(xml).toContain("<title>Supabase - Headlines");
  expect(xml).toMatch(/<item>.*Supabase.*<\/item>/s);
  expect((await request.get("/organizations/nope/headlines/feed.xml")).status()).toBe(404);
  expect((await request.get("/organizations/yugabyte/headlines/feed.xml")).status()).toBe(404);

  await page.goto("/organizations/supabase/headlines");
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    "href",
    /\/organizations\/supabase\/headlines\/feed\.xml$/,
  );
});

test("the headlines page links its RSS and JSON feeds, of its type when filtered by one", async ({
  page,
  request,
}) => {
  await page.goto("/headlines?type=funding");
  const rss = page.locator('link[rel="alternate"][type="application/rss+xml"]');
  const json = page.locator('link[rel="alternate"][type="application/feed+json"]');
  await expect(rss).toHaveAttribute("href", /\/headlines\/feed\.xml\?type=funding$/);
  await expect(json).toHaveAttribute("href", /\/headlines\/feed\.json\?type=funding$/);

  const feed = await (await request.get("/headlines/feed.json?type=funding")).json();
  expect(feed.version).toBe("https://jsonfeed.org/version/1.1");
  expect(feed.items.length).toBeGreaterThan(0);
  for (const item of feed.items) expect(item.tags[0]).toBe("Funding");
  expect((await request.get("/headlines/feed.xml?type=rumour")).status()).toBe(400);
});
