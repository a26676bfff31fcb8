import { clientIp } from "@/lib/http/client-ip";
import { createSharedRateLimiter, type SharedRateLimiter } from "@/lib/http/shared-rate-limiter";
import type { RateLimit, RateVerdict } from "@/lib/http/rate-limiter";

// The API's limit per client address (IPv6 by /64), shared by every server through Redis when
// REDIS_URL is set; its state is told in the IETF draft's RateLimit and RateLimit-Policy fields.

export const API_RATE_LIMIT: RateLimit = { limit: 600, windowMs: 60_000 };

const POLICY = `"api";q=${API_RATE_LIMIT.limit};w=${API_RATE_LIMIT.windowMs / 1000}`;

let shared: SharedRateLimiter | undefined;

/** The limiter of the API's requests (one per process, its counts in Redis when configured). */
export function apiLimiter(): SharedRateLimiter {
  shared ??= createSharedRateLimiter("api", API_RATE_LIMIT);
  return shared;
}

/** The RateLimit fields of a verdict (Retry-After too once refused). */
export function rateLimitHeaders(verdict: RateVerdict): Record<string, string> {
  if (verdict.allowed) {
    return {
      "RateLimit-Policy": POLICY,
      RateLimit: `"api";r=${verdict.remaining};t=${verdict.resetSeconds}`,
    };
  }
  return {
    "RateLimit-Policy": POLICY,
    RateLimit: `"api";r=0;t=${verdict.retryAfterSeconds}`,
    "Retry-After": String(verdict.retryAfterSeconds),
  };
}

/** Counts one request of its client; the verdict says whether it may be answered. */
export function takeApiRequest(
  request: Request,
  limiter: SharedRateLimiter = apiLimiter(),
): Promise<RateVerdict> {
  return limiter.take(clientIp(request.headers));
}
