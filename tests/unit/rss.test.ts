import { describe, expect, it } from "vitest";
import { escapeXml, renderRss } from "@/lib/domain/rss";

describe("renderRss", () => {
  it("escapes markup and drops characters XML forbids", () => {
    expect(escapeXml(`<b>"A&B"</b>\u0001`)).toBe("&lt;b&gt;&quot;A&amp;B&quot;&lt;/b&gt;");
  });
  it("writes an RSS 2.0 channel with its items", () => {
    const xml = renderRss({
      title: "Headlines",
      link: "https://coss.directory/headlines",
      feedUrl: "https://coss.directory/headlines/feed.xml",
      description: "News",
      items: [
        {
          title: "Supabase raises <$100M>",
          link: "https://techcrunch.com/x",
          guid: "https://coss.directory/headlines#1",
          pubDate: "2025-10-03",
          description: "Funding",
          categories: ["Funding", "Supabase"],
        },
      ],
    });
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain("<title>Supabase raises &lt;$100M&gt;</title>");
    expect(xml).toContain("<pubDate>Fri, 03 Oct 2025 00:00:00 GMT</pubDate>");
    expect(xml).toContain("<category>Supabase</category>");
  });
});
