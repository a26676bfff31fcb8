import { clientIp } from "@/lib/http/client-ip";
import type { RateLimit, RateVerdict } from "@/lib/http/rate-limiter";
import { faviconResponse, placeholderForNow } from "./favicon-response";
import type { FaviconResult } from "./fetch-favicon";

// Per client address (an IPv6 client: its /64). Browsers keep an icon for a day, so a
// visitor paging through the lists stays below it (an icon refused shows the placeholder);
// a script cycling through our hosts, to make us fetch them again and again, does not.
export const FAVICON_RATE_LIMIT: RateLimit = { limit: 120, windowMs: 60_000 };

// An icon the server does not hold yet is fetched from its site, which can take seconds (two
// fetches of up to 3 s each). A page showing forty new icons would hold all six of a browser's
// connections to the site that long, and the page's navigations would wait behind them: the
// answer waits this long, then gives the placeholder for now while the fetch goes on (and
// fills the cache for the next view).
export const FAVICON_WAIT_MS = 300;

type HandlerParts = {
  getFavicon: (host: string) => Promise<FaviconResult>;
  /** Counts a request of a client address (in memory, or across servers through Redis). */
  limiter: { take(address: string): RateVerdict | Promise<RateVerdict> };
  /** How long an answer waits for the icon (tests set their own). */
  waitMs?: number;
};

/** What `promise` gives within `ms`, else null (it goes on regardless). */
async function within<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(resolve, ms, null)));
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /api/favicon: rate-limited per client address, then the icon or the placeholder (for
 * now, when the icon takes longer than `waitMs` to come).
 */
export function createFaviconHandler({
  getFavicon,
  limiter,
  waitMs = FAVICON_WAIT_MS,
}: HandlerParts) {
  return async function GET(request: Request): Promise<Response> {
    const verdict = await limiter.take(clientIp(request.headers));
    if (!verdict.allowed) {
      return new Response("Too many requests", {
        status: 429,
        headers: { "retry-after": String(verdict.retryAfterSeconds), "cache-control": "no-store" },
      });
    }
    const host = new URL(request.url).searchParams.get("host") ?? "";
    const icon = await within(getFavicon(host), waitMs);
    return icon ? faviconResponse(icon) : placeholderForNow();
  };
}
