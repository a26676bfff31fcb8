import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSharedRateLimiter } from "@/lib/http/shared-rate-limiter";
import { sharedRedis } from "@/lib/redis/shared-redis.mjs";
import { hasRedis, startRedis, type RedisServer } from "../fixtures/redis-server";

// Limits counted across servers through a real redis-server, and in memory while it is away.

let redis: RedisServer;

const waitFor = async (check: () => boolean) => {
  const deadline = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe.runIf(hasRedis())("rate limits on Redis", () => {
  beforeAll(async () => {
    redis = await startRedis();
    process.env.REDIS_URL = redis.url;
    sharedRedis();
    await waitFor(() => sharedRedis()!.ready());
  });
  afterAll(async () => {
    await sharedRedis()?.client.destroy();
    await redis.stop();
  });

  it("counts one address's requests on every server together", async () => {
    const rate = { limit: 3, windowMs: 60_000 };
    const [serverA, serverB] = [1, 2].map(() => createSharedRateLimiter("test", rate));
    const verdicts = [
      await serverA.take("203.0.113.7"),
      await serverB.take("203.0.113.7"),
      await serverA.take("203.0.113.7"),
      await serverB.take("203.0.113.7"),
    ];
    expect(verdicts.slice(0, 3).map((verdict) => verdict.allowed)).toEqual([true, true, true]);
    expect(verdicts[3]).toMatchObject({ allowed: false });
    const retry = verdicts[3].allowed ? 0 : verdicts[3].retryAfterSeconds;
    expect(retry).toBeGreaterThan(55);
    expect(retry).toBeLessThanOrEqual(60);
    expect(await serverB.take("203.0.113.8")).toMatchObject({ allowed: true });
  });

  it("counts an IPv6 client by its /64, and keeps each limit's counts apart", async () => {
    const rate = { limit: 1, windowMs: 60_000 };
    const favicon = createSharedRateLimiter("favicon-test", rate);
    const other = createSharedRateLimiter("other-test", rate);
    expect(await favicon.take("2001:db8:1:2::1")).toMatchObject({ allowed: true });
    expect(await favicon.take("2001:db8:1:2:ffff::9")).toMatchObject({ allowed: false });
    expect(await other.take("2001:db8:1:2::1")).toMatchObject({ allowed: true });
  });

  it("counts in this server's memory while Redis is away", async () => {
    const limiter = createSharedRateLimiter("away-test", { limit: 2, windowMs: 60_000 });
    await redis.stop();
    await waitFor(() => !sharedRedis()!.ready());
    expect(await limiter.take("198.51.100.1")).toMatchObject({ allowed: true });
    expect(await limiter.take("198.51.100.1")).toMatchObject({ allowed: true });
    expect(await limiter.take("198.51.100.1")).toMatchObject({ allowed: false });
    await redis.start();
    await waitFor(() => sharedRedis()!.ready());
    expect(await limiter.take("198.51.100.1")).toMatchObject({ allowed: true });
  });
});
