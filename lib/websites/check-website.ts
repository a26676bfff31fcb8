import "server-only";
import { safeFetch, SafeFetchError } from "@/lib/net/safe-fetch";
import { answeredOutcome, failedOutcome, type WebsiteOutcome } from "./website-outcome";

// One website's check: a HEAD (no body), then a GET when the HEAD was refused or failed, since
// many servers answer HEAD badly (405, 501, 404 or a dropped connection) and GET well. Both go
// through the safe fetch, which follows the redirects and refuses private addresses.

/** A check's time cap per request (redirects included). */
export const CHECK_TIMEOUT_MS = 10_000;

// What the GET reads of a page: enough to have an answer, not the page.
const GET_BYTES = 16 * 1024;

type Answer = { url: string; status: number } | { failure: string };

/** Checks the website at `url`: a site that fails is a verdict, not an error. */
export async function checkWebsite(
  url: string,
  { timeoutMs = CHECK_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<WebsiteOutcome> {
  const head = await request(url, "HEAD", timeoutMs);
  const answer =
    "status" in head && head.status < 400 ? head : await request(url, "GET", timeoutMs);
  return "status" in answer
    ? answeredOutcome(url, answer.url, answer.status)
    : failedOutcome(answer.failure);
}

async function request(url: string, method: "HEAD" | "GET", timeoutMs: number): Promise<Answer> {
  try {
    const response = await safeFetch(url, {
      method,
      timeoutMs,
      maxBytes: GET_BYTES,
      truncate: true,
      accept: "text/html,*/*;q=0.8",
    });
    return { url: response.url, status: response.status };
  } catch (error) {
    // The safe fetch's reasons name the host and the failure, never what the site sent.
    if (error instanceof SafeFetchError) return { failure: error.reason };
    throw error;
  }
}
