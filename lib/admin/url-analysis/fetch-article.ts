import "server-only";
import { safeFetch, SafeFetchError } from "@/lib/net/safe-fetch";
import { isHttpUrl } from "@/lib/validation/common";

export const MAX_URL_LENGTH = 2048;
// Pages larger than this are not articles a curator pastes; time and size are capped.
const MAX_PAGE_BYTES = 3 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 10_000;

export type FetchedArticle =
  { ok: true; url: string; html: string } | { ok: false; status: 400 | 502; error: string };

/** Checks a URL from a curator: empty, not http(s) or too long is refused before any fetch. */
export function checkArticleUrl(
  raw: string | null,
): { ok: true; url: string } | { ok: false; error: string } {
  const url = raw?.trim() ?? "";
  if (!url) return { ok: false, error: "Please enter a URL first" };
  if (url.length > MAX_URL_LENGTH)
    return { ok: false, error: `the URL is longer than ${MAX_URL_LENGTH} characters` };
  if (!isHttpUrl(url)) return { ok: false, error: "only http(s) URLs can be analyzed" };
  const parsed = new URL(url);
  if (parsed.username || parsed.password) {
    return { ok: false, error: "URLs with a user name or password are not analyzed" };
  }
  return { ok: true, url };
}

/**
 * Fetches an article through the safe fetch (public addresses only, redirects re-checked,
 * size and time capped) and answers its HTML, or why it could not.
 */
export async function fetchArticle(
  raw: string | null,
  allowLoopback?: boolean,
  timeoutMs = FETCH_TIMEOUT_MS,
): Promise<FetchedArticle> {
  const checked = checkArticleUrl(raw);
  if (!checked.ok) return { ok: false, status: 400, error: checked.error };
  try {
    const response = await safeFetch(checked.url, {
      timeoutMs,
      maxBytes: MAX_PAGE_BYTES,
      accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5",
      allowLoopback,
    });
    if (response.status >= 400) {
      return { ok: false, status: 502, error: `the page answered HTTP ${response.status}` };
    }
    const type = response.headers.get("content-type") ?? "";
    if (type && !/html|xml/i.test(type)) {
      return { ok: false, status: 502, error: `the page is not HTML (${type.split(";")[0]})` };
    }
    const html = response.body.toString("utf8");
    if (!/<(html|head|body|meta|title|article|p)\b/i.test(html)) {
      return { ok: false, status: 502, error: "the page is not HTML" };
    }
    return { ok: true, url: response.url, html };
  } catch (error) {
    if (error instanceof SafeFetchError) {
      const refused = /non-public address|only http|invalid URL|could not resolve host/i.test(
        error.reason,
      );
      return { ok: false, status: refused ? 400 : 502, error: error.reason };
    }
    throw error;
  }
}
