import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { BADGE_COLORS, categoryBadgeColor, getBlogFeed } from "@/lib/blog-feed";
import { startLocalServer, type LocalServer } from "@/tests/fixtures/local-server";

const LONG_TEXT = `<p>Open <b>source</b> companies   keep\n growing. ${"Lorem ipsum dolor sit amet. ".repeat(6)}</p>`;

function rssItem(i: number): string {
  const category = i === 1 ? "" : `<category>${i % 2 === 0 ? "Funding" : "Community"}</category>`;
  return `<item>
    <title>Post ${i}</title>
    <link>https://blog.example.com/post-${i}</link>
    <guid isPermaLink="false">post-${i}</guid>
    <pubDate>Mon, 0${(i % 9) + 1} Jun 2025 10:00:00 GMT</pubDate>
    ${category}
    <description><![CDATA[${i === 0 ? LONG_TEXT : `Short <em>note</em> ${i}`}]]></description>
  </item>`;
}

const GOOD_FEED = `\uFEFF<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Community blog</title><link>https://blog.example.com</link>
${Array.from({ length: 12 }, (_, i) => rssItem(i)).join("\n")}
</channel></rss>`;

const ODD_ITEMS_FEED = `<rss version="2.0"><channel><title>Odd</title>
<item><title>Script link</title><link>javascript:alert(1)</link><category domain="x">  Tagged  </category></item>
<item><link>https://blog.example.com/no-guid</link><description>Plain</description></item>
<item><title>Only a title</title></item>
</channel></rss>`;

const xml = { "content-type": "application/rss+xml; charset=utf-8" };
let server: LocalServer;

beforeAll(async () => {
  server = await startLocalServer({
    "/feed.xml": { headers: xml, body: GOOD_FEED },
    "/odd.xml": { headers: xml, body: ODD_ITEMS_FEED },
    "/empty-channel.xml": {
      headers: xml,
      body: `<?xml version="1.0"?><rss version="2.0"><channel><title>Quiet</title></channel></rss>`,
    },
    "/error.xml": { status: 500, headers: xml, body: GOOD_FEED },
    "/blank.xml": { headers: xml, body: "  \n\t " },
    "/html.xml": { headers: { "content-type": "text/html" }, body: "<!doctype html><p>Hi</p>" },
    "/broken.xml": {
      headers: xml,
      body: `<?xml version="1.0"?><rss version="2.0"><channel><item><title>x</channel></rss>`,
    },
    "/moved.xml": { status: 301, headers: { location: "/feed.xml" } },
  });
});

afterAll(() => server.close());

// The browser tests' switch: lets the feed live on 127.0.0.1.
beforeEach(() => vi.stubEnv("SAFE_FETCH_ALLOW_LOOPBACK", "true"));
afterEach(() => vi.unstubAllEnvs());

describe("getBlogFeed", () => {
  it("is unconfigured without a feed URL", async () => {
    expect(await getBlogFeed(undefined)).toEqual({ status: "unconfigured" });
  });

  it("returns the first 10 of 12 posts with the panel's fields", async () => {
    const result = await getBlogFeed(`${server.url}/feed.xml`);
    if (result.status !== "ok") throw new Error(`expected ok, got ${JSON.stringify(result)}`);
    expect(result.posts).toHaveLength(10);
    expect(result.posts.map((post) => post.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Post ${i}`),
    );
    const [first, second] = result.posts;
    expect(first).toMatchObject({
      link: "https://blog.example.com/post-0",
      guid: "post-0",
      category: "Funding",
      pubDate: "2025-06-01T10:00:00.000Z",
      badgeColor: categoryBadgeColor("Funding"),
    });
    expect(first.excerpt).toHaveLength(103);
    expect(first.excerpt.startsWith("Open source companies keep growing. Lorem ipsum")).toBe(true);
    expect(first.excerpt.endsWith("...")).toBe(true);
    expect(second.category).toBe("General");
    expect(second.badgeColor).toBe(categoryBadgeColor("General"));
    expect(result.posts[2].excerpt).toBe("Short note 2");
  });

  it("follows a redirect to the feed", async () => {
    const result = await getBlogFeed(`${server.url}/moved.xml`);
    expect(result.status === "ok" && result.posts.length).toBe(10);
  });

  it("drops non-http(s) links and falls back for guid, title and category", async () => {
    const result = await getBlogFeed(`${server.url}/odd.xml`);
    if (result.status !== "ok") throw new Error(`expected ok, got ${JSON.stringify(result)}`);
    const [script, noGuid, titleOnly] = result.posts;
    expect(script).toMatchObject({ link: null, guid: "Script link", category: "Tagged" });
    expect(noGuid).toMatchObject({
      title: "Untitled",
      link: "https://blog.example.com/no-guid",
      guid: "https://blog.example.com/no-guid",
      excerpt: "Plain",
      pubDate: null,
    });
    expect(titleOnly).toMatchObject({ guid: "Only a title", excerpt: "", category: "General" });
  });

  it("returns an empty list for an empty channel", async () => {
    expect(await getBlogFeed(`${server.url}/empty-channel.xml`)).toEqual({
      status: "ok",
      posts: [],
    });
  });

  it.each([
    ["a 500 status", "/error.xml", "Failed to fetch RSS feed"],
    ["an empty body", "/blank.xml", "No valid XML content received from RSS feed"],
    ["an HTML page", "/html.xml", "Invalid XML format received from RSS feed"],
    ["broken XML", "/broken.xml", "Failed to parse RSS feed"],
  ])("reports %s with the spec's message", async (_label, path, message) => {
    expect(await getBlogFeed(`${server.url}${path}`)).toEqual({ status: "error", message });
  });

  it("reports an unreachable feed as a fetch failure", async () => {
    expect(await getBlogFeed("http://127.0.0.1:1/feed.xml")).toEqual({
      status: "error",
      message: "Failed to fetch RSS feed",
    });
  });

  it("refuses a feed on a private address as a fetch failure", async () => {
    expect(await getBlogFeed("http://10.0.0.1/feed.xml")).toEqual({
      status: "error",
      message: "Failed to fetch RSS feed",
    });
  });
});

describe("categoryBadgeColor", () => {
  it("is stable for a category and always one of the five colours", () => {
    for (const category of ["General", "Funding", "Community", "Release notes", "", "Ünïcode"]) {
      const color = categoryBadgeColor(category);
      expect(BADGE_COLORS).toContain(color);
      expect(categoryBadgeColor(category)).toBe(color);
    }
  });
  it("spreads different categories over several colours", () => {
    const colors = new Set(
      ["General", "Funding", "Community", "Releases", "Events", "Guides", "News"].map(
        categoryBadgeColor,
      ),
    );
    expect(colors.size).toBeGreaterThan(2);
  });
});
