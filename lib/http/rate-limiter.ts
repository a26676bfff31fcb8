import { rateLimitKey } from "./rate-limit-key";

export type RateLimit = { limit: number; windowMs: number };

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** Allowed: how many requests are left in the window and when it ends; refused: when to come back. */
export type RateVerdict =
  | { allowed: true; remaining: number; resetSeconds: number }
  | { allowed: false; retryAfterSeconds: number };

type Options = RateLimit & { maxKeys?: number; now?: () => number };

/**
 * An in-memory limiter of this process: `limit` requests per window of `windowMs` for each
 * client address (counted by rateLimitKey). A window starts with its key's first request.
 */
export function createRateLimiter({ limit, windowMs, maxKeys = 10_000, now = Date.now }: Options) {
  // Re-inserted when a new window starts, so Map order is window start: oldest first.
  const windows = new Map<string, { count: number; endsAt: number }>();

  return {
    /** Counts one request of `address`; says when it may come back once over the limit. */
    take(address: string): RateVerdict {
      const key = rateLimitKey(address);
      const time = now();
      let window = windows.get(key);
      if (!window || window.endsAt <= time) {
        windows.delete(key);
        window = { count: 0, endsAt: time + windowMs };
        windows.set(key, window);
        // Bounded memory: the oldest windows (expired ones first) make room. Under a flood of
        // more addresses than maxKeys, a dropped address merely starts a fresh window.
        while (windows.size > maxKeys) windows.delete(windows.keys().next().value as string);
      }
      if (window.count >= limit) {
        return { allowed: false, retryAfterSeconds: Math.ceil((window.endsAt - time) / 1000) };
      }
      window.count++;
      const resetSeconds = Math.ceil((window.endsAt - time) / 1000);
      return { allowed: true, remaining: limit - window.count, resetSeconds };
    },
  };
}
