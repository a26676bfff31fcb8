import { clientIp } from "@/lib/http/client-ip";
import type { RateLimit, RateVerdict } from "@/lib/http/rate-limiter";
import { faviconResponse } from "./favicon-response";
import type { FaviconResult } from "./fetch-favicon";

// Per client address (an IPv6 client: its /64). Browsers keep an icon for a day, so a
// visitor paging through the lists stays below it (an icon refused shows the placeholder);
// a script cycling through our hosts, to make us fetch them again and again, does not.
export const FAVICON_RATE_LIMIT: RateLimit = { limit: 120, windowMs: 60_000 };

type HandlerParts = {
  getFavicon: (host: string) => Promise<FaviconResult>;
  /** Counts a request of a client address (in memory, or across servers through Redis). */
  limiter: { take(address: string): RateVerdict | Promise<RateVerdict> };
};

/** GET /api/favicon: rate-limited per client address, then the icon or the placeholder. */
export function createFaviconHandler({ getFavicon, limiter }: HandlerParts) {
  return async function GET(request: Request): Promise<Response> {
    const verdict = await limiter.take(clientIp(request.headers));
    if (!verdict.allowed) {
      return new Response("Too many requests", {
        status: 429,
        headers: { "retry-after": String(verdict.retryAfterSeconds), "cache-control": "no-store" },
      });
    }
    const host = new URL(request.url).searchParams.get("host") ?? "";
    return faviconResponse(await getFavicon(host));
  };
}
