import Parser from "rss-parser";

// A news feed read into items: RSS 2.0 and Atom 1.0 (through rss-parser), JSON Feed 1.x (as
// JSON). What a feed gets wrong is told in notes and never stops the rest: items without an
// http(s) link are skipped, relative links resolved against the feed's URL, items without a
// valid date dated when fetched. A document declaring XML entities is refused whole, so that
// no entity is ever expanded (the "billion laughs").

/** At most this many items are read from one feed. */
export const MAX_FEED_ITEMS = 1000;

export type FeedItem = {
  title: string;
  /** Absolute http(s). */
  link: string;
  summary: string;
  publishedAt: Date;
  /** No valid date in the feed: `publishedAt` is the fetch time. */
  undated: boolean;
};

export type ParsedFeed = {
  title: string | null;
  /** The site the feed belongs to, when it says. */
  siteUrl: string | null;
  items: FeedItem[];
  notes: string[];
};

export type FeedParse =
  { ok: true; feed: ParsedFeed } | { ok: false; reason: string; html?: boolean };

type RawItem = { title?: string; link?: string; summary?: string; date?: string };
type RawFeed = { title?: string; siteUrl?: string; items: RawItem[] };

const parser = new Parser<Record<string, unknown>, { summary?: string }>({
  customFields: { item: ["summary"] },
});

const oneLine = (text: unknown) =>
  typeof text === "string" ? text.replace(/\s+/g, " ").trim() : "";

/** Reads `body`, fetched from `feedUrl` at `now`, as a feed. */
export async function parseFeed(body: string, feedUrl: string, now: Date): Promise<FeedParse> {
  const text = body.replace(/^\uFEFF/, "").trim();
  if (text === "") return { ok: false, reason: "The feed is empty." };
  const raw = text.startsWith("{") ? readJsonFeed(text) : await readXmlFeed(text);
  if ("reason" in raw) return { ok: false, ...raw };
  return { ok: true, feed: itemsOf(raw, feedUrl, now) };
}

function readJsonFeed(text: string): RawFeed | { reason: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { reason: "The feed is not valid JSON." };
  }
  const feed = json as {
    version?: unknown;
    title?: unknown;
    home_page_url?: unknown;
    items?: unknown;
  };
  if (
    typeof feed.version !== "string" ||
    !feed.version.startsWith("https://jsonfeed.org/version/1")
  ) {
    return { reason: "The JSON is not a JSON Feed (no jsonfeed.org version)." };
  }
  const items = Array.isArray(feed.items) ? (feed.items as Record<string, unknown>[]) : [];
  return {
    title: oneLine(feed.title) || undefined,
    siteUrl: oneLine(feed.home_page_url) || undefined,
    items: items.map((item) => ({
      title: oneLine(item.title) || oneLine(item.content_text).slice(0, 200),
      link: oneLine(item.url) || oneLine(item.external_url),
      summary: oneLine(item.summary) || oneLine(item.content_text),
      date: oneLine(item.date_published) || oneLine(item.date_modified),
    })),
  };
}

const XML_START = /^<(\?xml|rss|feed|rdf:RDF)\b/i;

async function readXmlFeed(text: string): Promise<RawFeed | { reason: string; html?: boolean }> {
  if (!XML_START.test(text)) {
    const html = /^<(!doctype html|html)\b/i.test(text);
    return html
      ? { reason: "This is a web page, not a feed.", html }
      : { reason: "This is neither an RSS, Atom nor JSON feed." };
  }
  if (/<!ENTITY/i.test(text)) {
    return { reason: "The feed declares XML entities, which are never expanded: it is not read." };
  }
  try {
    const feed = await parser.parseString(text);
    return {
      title: oneLine(feed.title) || undefined,
      siteUrl: oneLine(feed.link) || undefined,
      items: (feed.items ?? []).map((item) => ({
        title: oneLine(item.title),
        link: oneLine(item.link),
        summary: oneLine(item.contentSnippet) || oneLine(item.summary),
        date: oneLine(item.isoDate) || oneLine(item.pubDate),
      })),
    };
  } catch (error) {
    return {
      reason: `The feed's XML is broken: ${oneLine((error as Error).message).slice(0, 120)}`,
    };
  }
}

function itemsOf(raw: RawFeed, feedUrl: string, now: Date): ParsedFeed {
  const notes: string[] = [];
  if (raw.items.length > MAX_FEED_ITEMS) {
    notes.push(
      `The feed has ${raw.items.length} items: the first ${MAX_FEED_ITEMS.toLocaleString("en-US")} are read.`,
    );
  }
  let skipped = 0;
  let undated = 0;
  const items: FeedItem[] = [];
  for (const item of raw.items.slice(0, MAX_FEED_ITEMS)) {
    const link = absoluteHttpLink(item.link, feedUrl);
    if (!link) {
      skipped += 1;
      continue;
    }
    const date = item.date ? new Date(item.date) : null;
    const valid = date !== null && !Number.isNaN(date.getTime());
    if (!valid) undated += 1;
    items.push({
      title: item.title || link,
      link,
      summary: item.summary ?? "",
      publishedAt: valid ? date : now,
      undated: !valid,
    });
  }
  if (skipped > 0) notes.push(`${skipped} items skipped: their link is missing or not http(s).`);
  if (undated > 0) notes.push(`${undated} items have no valid date: dated when fetched.`);
  return {
    title: raw.title ?? null,
    siteUrl: absoluteHttpLink(raw.siteUrl, feedUrl),
    items,
    notes,
  };
}

// A link as an absolute http(s) URL (relative ones against the feed's URL), or null.
function absoluteHttpLink(link: string | undefined, base: string): string | null {
  if (!link) return null;
  try {
    const url = new URL(link, base);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}
