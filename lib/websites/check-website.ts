import "server-only";
import { feedLinksOf } from "@/lib/feeds/feed-links";
import { decodeBody } from "@/lib/net/decode-body";
import { safeFetch, SafeFetchError } from "@/lib/net/safe-fetch";
import { answeredOutcome, failedOutcome, type WebsiteOutcome } from "./website-outcome";

// One website's check: a HEAD (no body), then a GET when the HEAD was refused or failed, since
// many servers answer HEAD badly (405, 501, 404 or a dropped connection) and GET well. Both go
// through the safe fetch, which follows the redirects and refuses private addresses.
// The first check of a url is one GET instead, which reads the page's head for the feed it
// links to: a news source to suggest.

/** A check's time cap per request (redirects included). */
export const CHECK_TIMEOUT_MS = 10_000;

// What the GET reads of a page: enough to have an answer, not the page; a page's head (where
// its feed links are) when it is read for a feed.
const GET_BYTES = 16 * 1024;
const PAGE_BYTES = 256 * 1024;

type Answer = { url: string; status: number; feedUrl: string | null } | { failure: string };

/** A check's verdict; `feedUrl` is there when the page was read for a feed (null: none). */
export type WebsiteCheck = WebsiteOutcome & { feedUrl?: string | null };

/** Checks the website at `url`: a site that fails is a verdict, not an error. */
export async function checkWebsite(
  url: string,
  { timeoutMs = CHECK_TIMEOUT_MS, lookForFeed = false } = {},
): Promise<WebsiteCheck> {
  if (lookForFeed) {
    const page = await request(url, "GET", timeoutMs, PAGE_BYTES);
    return "status" in page
      ? { ...answeredOutcome(url, page.url, page.status), feedUrl: page.feedUrl }
      : { ...failedOutcome(page.failure), feedUrl: null };
  }
  const head = await request(url, "HEAD", timeoutMs);
  const answer =
    "status" in head && head.status < 400 ? head : await request(url, "GET", timeoutMs);
  return "status" in answer
    ? answeredOutcome(url, answer.url, answer.status)
    : failedOutcome(answer.failure);
}

async function request(
  url: string,
  method: "HEAD" | "GET",
  timeoutMs: number,
  maxBytes = GET_BYTES,
): Promise<Answer> {
  try {
    const response = await safeFetch(url, {
      method,
      timeoutMs,
      maxBytes,
      truncate: true,
      accept: "text/html,*/*;q=0.8",
    });
    const type = response.headers.get("content-type");
    const html =
      method === "GET" && /html/i.test(type ?? "") ? decodeBody(response.body, type) : "";
    const [feed] = html ? feedLinksOf(html, response.url) : [];
    return { url: response.url, status: response.status, feedUrl: feed?.url ?? null };
  } catch (error) {
    // The safe fetch's reasons name the host and the failure, never what the site sent.
    if (error instanceof SafeFetchError) return { failure: error.reason };
    throw error;
  }
}
