import "server-only";
import { decodeBody } from "@/lib/net/decode-body";
import { safeFetch, SafeFetchError } from "@/lib/net/safe-fetch";
import { httpStatusText } from "@/lib/net/http-status";
import { feedLinksOf, type FeedLink } from "./feed-links";
import { parseFeed, type ParsedFeed } from "./parse-feed";

// One conditional fetch of a feed through the safe fetch: what the server sent back to ask
// whether anything changed (ETag, Last-Modified) goes with the request, and a 304 is an answer.
// A web page instead of a feed is a failure that names the feeds the page links to.

export const MAX_FEED_BYTES = 5 * 1024 * 1024;
const TIMEOUT_MS = 30_000;
const ACCEPT =
  "application/rss+xml, application/atom+xml, application/feed+json, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5";

export type Validators = { etag: string | null; lastModified: string | null };

export type FeedFetch =
  | { outcome: "unchanged" }
  | { outcome: "feed"; feed: ParsedFeed; validators: Validators }
  | { outcome: "failed"; reason: string; feedLinks: FeedLink[] };

/** Fetches the feed at `url` at `now`, sending `validators` from the last good fetch. */
export async function fetchFeed(
  url: string,
  validators: Validators,
  { now = new Date(), timeoutMs = TIMEOUT_MS }: { now?: Date; timeoutMs?: number } = {},
): Promise<FeedFetch> {
  const headers: Record<string, string> = {};
  if (validators.etag) headers["If-None-Match"] = validators.etag;
  if (validators.lastModified) headers["If-Modified-Since"] = validators.lastModified;
  let response;
  try {
    response = await safeFetch(url, {
      headers,
      accept: ACCEPT,
      maxBytes: MAX_FEED_BYTES,
      timeoutMs,
    });
  } catch (error) {
    if (error instanceof SafeFetchError) return failed(error.reason);
    throw error;
  }
  if (response.status === 304) return { outcome: "unchanged" };
  if (response.status < 200 || response.status > 299) {
    return failed(`The feed answered ${httpStatusText(response.status)}.`);
  }
  const text = decodeBody(response.body, response.headers.get("content-type"));
  const parsed = await parseFeed(text, response.url, now);
  if (!parsed.ok) {
    return failed(parsed.reason, parsed.html ? feedLinksOf(text, response.url) : []);
  }
  return {
    outcome: "feed",
    feed: parsed.feed,
    validators: {
      etag: response.headers.get("etag"),
      lastModified: response.headers.get("last-modified"),
    },
  };
}

const failed = (reason: string, feedLinks: FeedLink[] = []): FeedFetch => ({
  outcome: "failed",
  reason,
  feedLinks,
});
