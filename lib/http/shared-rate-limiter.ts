import { sharedRedis } from "@/lib/redis/shared-redis.mjs";
import { rateLimitKey } from "./rate-limit-key";
import { createRateLimiter, type RateLimit, type RateVerdict } from "./rate-limiter";

export type SharedRateLimiter = { take(address: string): Promise<RateVerdict> };

/**
 * A limiter counted across every server through Redis when REDIS_URL is set (a fixed window
 * per client address: its key's first request starts it), and in this process's memory
 * without Redis or while it is away. `name` keeps each limit's counts apart.
 */
export function createSharedRateLimiter(name: string, rate: RateLimit): SharedRateLimiter {
  const memory = createRateLimiter(rate);
  return {
    async take(address) {
      const redis = sharedRedis();
      if (!redis?.ready()) return memory.take(address);
      const key = `coss:limit:${name}:${rateLimitKey(address)}`;
      try {
        const replies = await redis.client
          .multi()
          .incr(key)
          .pExpire(key, rate.windowMs, "NX")
          .pTTL(key)
          .exec();
        const [count, , ttl] = replies.map(Number);
        const seconds = Math.max(1, Math.ceil(ttl / 1000));
        if (count <= rate.limit) {
          return { allowed: true, remaining: rate.limit - count, resetSeconds: seconds };
        }
        return { allowed: false, retryAfterSeconds: seconds };
      } catch {
        return memory.take(address);
      }
    },
  };
}
