// What GitHub says in its response headers: the rate budget, when to come back, and paging.

export type RateBudget = { limit: number | null; remaining: number; resetAt: Date };

/** The core budget from `X-RateLimit-*`, or null when the answer carries none. */
export function rateBudget(headers: Headers): RateBudget | null {
  const remaining = wholeNumber(headers.get("x-ratelimit-remaining"));
  const reset = wholeNumber(headers.get("x-ratelimit-reset"));
  if (remaining === null || reset === null) return null;
  const limit = wholeNumber(headers.get("x-ratelimit-limit"));
  return { limit, remaining, resetAt: new Date(reset * 1000) };
}

/** When `Retry-After` (seconds, or an HTTP date) allows the next request, or null. */
export function retryAfter(value: string | null, now: Date): Date | null {
  if (value === null) return null;
  const seconds = wholeNumber(value);
  if (seconds !== null) return new Date(now.getTime() + seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : new Date(date);
}

/** The page number a `Link` header gives for `rel` ("last", "next"...), or null. */
export function linkedPage(link: string | null, rel: string): number | null {
  for (const [, target, rels] of (link ?? "").matchAll(/<([^>]*)>\s*;\s*rel="([^"]*)"/g)) {
    if (!rels.split(/\s+/).includes(rel)) continue;
    const page = Number(/[?&]page=(\d{1,15})(?:&|$)/.exec(target)?.[1]);
    return Number.isSafeInteger(page) && page >= 1 ? page : null;
  }
  return null;
}

function wholeNumber(value: string | null): number | null {
  return value !== null && /^\s*\d{1,12}\s*$/.test(value) ? Number(value) : null;
}
