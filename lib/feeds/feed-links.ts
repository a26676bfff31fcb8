import * as cheerio from "cheerio";

// A web page's own feeds, as it announces them: <link rel="alternate"> with a feed's type,
// resolved against the page's URL. A curator who pastes a blog's address gets its feed.

const FEED_TYPES = new Set([
  "application/rss+xml",
  "application/atom+xml",
  "application/feed+json",
  "application/json",
]);

export type FeedLink = { url: string; title: string | null };

/** The http(s) feeds that `html`, fetched from `pageUrl`, links to, in its order. */
export function feedLinksOf(html: string, pageUrl: string): FeedLink[] {
  const $ = cheerio.load(html);
  const links: FeedLink[] = [];
  $('link[rel~="alternate"]').each((_, element) => {
    const type = ($(element).attr("type") ?? "").toLowerCase().split(";")[0].trim();
    const href = $(element).attr("href");
    if (!FEED_TYPES.has(type) || !href) return;
    try {
      const url = new URL(href, pageUrl);
      if (url.protocol !== "http:" && url.protocol !== "https:") return;
      if (links.some((link) => link.url === url.href)) return;
      links.push({ url: url.href, title: $(element).attr("title")?.trim() || null });
    } catch {
      // A link that is no URL is no feed.
    }
  });
  return links;
}
