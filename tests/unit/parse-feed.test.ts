import { describe, expect, it } from "vitest";
import { MAX_FEED_ITEMS, parseFeed } from "@/lib/feeds/parse-feed";

const FEED_URL = "https://news.example.com/feed.xml";
const NOW = new Date("2026-11-28T12:00:00Z");

const rss = (items: string) => `<?xml version="1.0"?>
<rss version="2.0"><channel><title>Example News</title><link>https://news.example.com/</link>
${items}</channel></rss>`;

const rssItem = (title: string, link: string, date = "Tue, 24 Nov 2026 09:00:00 GMT") =>
  `<item><title>${title}</title><link>${link}</link><pubDate>${date}</pubDate>
   <description>About ${title}</description></item>`;

async function read(body: string) {
  const parsed = await parseFeed(body, FEED_URL, NOW);
  if (!parsed.ok) throw new Error(parsed.reason);
  return parsed.feed;
}

describe("reading a feed", () => {
  it("reads RSS 2.0: title, site, items with link, date and summary", async () => {
    const feed = await read(rss(rssItem("Neon raises $100M", "https://news.example.com/neon")));
    expect(feed).toMatchObject({ title: "Example News", siteUrl: "https://news.example.com/" });
    expect(feed.items).toEqual([
      {
        title: "Neon raises $100M",
        link: "https://news.example.com/neon",
        summary: "About Neon raises $100M",
        publishedAt: new Date("2026-11-24T09:00:00Z"),
        undated: false,
      },
    ]);
    expect(feed.notes).toEqual([]);
  });

  it("reads Atom 1.0", async () => {
    const feed = await read(`<?xml version="1.0" encoding="utf-8"?>
      <feed xmlns="http://www.w3.org/2005/Atom"><title>Blog</title>
      <link href="https://blog.example.com/"/>
      <entry><title>Launch week</title><link href="https://blog.example.com/launch"/>
        <id>urn:1</id><updated>2026-11-20T10:00:00Z</updated><summary>Five launches</summary></entry>
      </feed>`);
    expect(feed.title).toBe("Blog");
    expect(feed.items).toEqual([
      {
        title: "Launch week",
        link: "https://blog.example.com/launch",
        summary: "Five launches",
        publishedAt: new Date("2026-11-20T10:00:00Z"),
        undated: false,
      },
    ]);
  });

  it("reads JSON Feed 1.1", async () => {
    const feed = await read(
      JSON.stringify({
        version: "https://jsonfeed.org/version/1.1",
        title: "JSON News",
        home_page_url: "https://json.example.com/",
        items: [
          {
            id: "1",
            url: "https://json.example.com/a",
            title: "Supabase ships branching",
            summary: "Branches for every pull request",
            date_published: "2026-11-25T08:00:00Z",
          },
        ],
      }),
    );
    expect(feed.items).toEqual([
      {
        title: "Supabase ships branching",
        link: "https://json.example.com/a",
        summary: "Branches for every pull request",
        publishedAt: new Date("2026-11-25T08:00:00Z"),
        undated: false,
      },
    ]);
  });

  it("resolves relative links, skips non-http(s) ones and dates undated items now, saying so", async () => {
    const feed = await read(
      rss(
        rssItem("Relative", "/posts/relative") +
          rssItem("Script", "javascript:alert(1)") +
          rssItem("No date", "https://news.example.com/undated", "not a date"),
      ),
    );
    expect(feed.items.map((item) => [item.link, item.undated])).toEqual([
      ["https://news.example.com/posts/relative", false],
      ["https://news.example.com/undated", true],
    ]);
    expect(feed.items[1].publishedAt).toEqual(NOW);
    expect(feed.notes).toEqual([
      "1 items skipped: their link is missing or not http(s).",
      "1 items have no valid date: dated when fetched.",
    ]);
  });

  it("keeps markup in titles as text", async () => {
    const feed = await read(
      rss(
        rssItem(
          "&lt;script&gt;alert(1)&lt;/script&gt; &lt;b&gt;Bold&lt;/b&gt;",
          "https://x.example.com/a",
        ),
      ),
    );
    expect(feed.items[0].title).toBe("<script>alert(1)</script> <b>Bold</b>");
  });

  it(`reads the first ${MAX_FEED_ITEMS} of a feed with more, and says so`, async () => {
    const items = Array.from({ length: 1500 }, (_, i) =>
      rssItem(`Item ${i}`, `https://news.example.com/${i}`),
    ).join("");
    const feed = await read(rss(items));
    expect(feed.items).toHaveLength(MAX_FEED_ITEMS);
    expect(feed.notes).toEqual(["The feed has 1500 items: the first 1,000 are read."]);
  });
});

describe("what is not read", () => {
  const reasonOf = async (body: string) => {
    const parsed = await parseFeed(body, FEED_URL, NOW);
    if (parsed.ok) throw new Error("read a feed that should have been refused");
    return parsed;
  };

  it("refuses broken XML, naming the problem", async () => {
    const { reason } = await reasonOf("<rss><channel><title>Broken</title><item></channel>");
    expect(reason).toMatch(/^The feed's XML is broken: /);
  });

  it("never expands XML entities", async () => {
    const bomb = `<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>
<rss version="2.0"><channel><title>&lol3;</title></channel></rss>`;
    expect((await reasonOf(bomb)).reason).toBe(
      "The feed declares XML entities, which are never expanded: it is not read.",
    );
  });

  it("tells a web page from a feed, so that its feed link can be looked for", async () => {
    expect(await reasonOf("<!DOCTYPE html><html><head></head></html>")).toEqual({
      ok: false,
      reason: "This is a web page, not a feed.",
      html: true,
    });
  });

  it("refuses JSON that is no JSON Feed, and an empty body", async () => {
    expect((await reasonOf('{"items": []}')).reason).toBe(
      "The JSON is not a JSON Feed (no jsonfeed.org version).",
    );
    expect((await reasonOf("  ")).reason).toBe("The feed is empty.");
  });
});
