import "server-only";
import type { FeedLink } from "@/lib/feeds/feed-links";
import { fetchFeed } from "@/lib/feeds/fetch-feed";

// What a curator sees of a feed before it is saved: its title and latest items, or why it
// cannot be read (with the feeds a web page links to, to pick one instead).

export const PREVIEW_ITEMS = 5;

export type PreviewItem = { title: string; link: string; publishedAt: string };

/** A feed as read just now: its title, its item count and its latest items. */
export type FeedPreview = {
  title: string | null;
  itemCount: number;
  latest: PreviewItem[];
  notes: string[];
};

export type FeedReading =
  { ok: true; preview: FeedPreview } | { ok: false; reason: string; feedLinks: FeedLink[] };

/** Fetches the feed at `url` afresh (no validators: the whole feed is wanted). */
export async function readFeedPreview(url: string, now = new Date()): Promise<FeedReading> {
  const fetched = await fetchFeed(url, { etag: null, lastModified: null }, { now });
  // Without validators a server has nothing to answer 304 to; one that does anyway says nothing.
  if (fetched.outcome === "unchanged") {
    return {
      ok: false,
      reason: "The feed answered 304 Not Modified to a first request.",
      feedLinks: [],
    };
  }
  if (fetched.outcome === "failed") {
    return { ok: false, reason: fetched.reason, feedLinks: fetched.feedLinks };
  }
  const { title, items, notes } = fetched.feed;
  const latest = [...items]
    .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime())
    .slice(0, PREVIEW_ITEMS)
    .map((item) => ({
      title: item.title,
      link: item.link,
      publishedAt: item.publishedAt.toISOString(),
    }));
  return { ok: true, preview: { title, itemCount: items.length, latest, notes } };
}
