import { createClient } from "redis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sharedRedis } from "@/lib/redis/shared-redis.mjs";
import { tellEveryServer } from "@/lib/redis/news.mjs";
import { forgetOnEveryWrite, listenForWrites } from "@/lib/redis/write-news";
import { hasRedis, startRedis, type RedisServer } from "../fixtures/redis-server";

// What servers keep in memory is forgotten on every server after any write: the news goes
// through a real redis-server's pub/sub.

let redis: RedisServer;
let forgotten = 0;

const eventually = async (check: () => boolean | Promise<boolean>) => {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe.runIf(hasRedis())("the news of writes on Redis", () => {
  beforeAll(async () => {
    redis = await startRedis();
    process.env.REDIS_URL = redis.url;
    forgetOnEveryWrite(() => forgotten++);
    listenForWrites();
    await eventually(() => sharedRedis()!.ready());
  });
  afterAll(async () => {
    await sharedRedis()?.client.destroy();
    await redis.stop();
  });

  it("makes this server forget when another server writes", async () => {
    const otherServer = createClient({ url: redis.url });
    await otherServer.connect();
    // The subscription is made once the listener's connection is ready.
    await eventually(
      async () => (await otherServer.pubSubNumSub("coss:written"))["coss:written"] === 1,
    );
    const before = forgotten;
    await otherServer.publish("coss:written", "another-server");
    await eventually(() => forgotten === before + 1);
    await otherServer.quit();
  });

  it("forgets here at once when this server writes, and tells the others", async () => {
    const otherServer = createClient({ url: redis.url });
    const heard: string[] = [];
    await otherServer.connect();
    await otherServer.subscribe("coss:written", (sender) => heard.push(sender));
    const before = forgotten;
    tellEveryServer();
    expect(forgotten).toBe(before + 1);
    await eventually(() => heard.length === 1);
    // Its own news comes back to it too, and is not counted twice.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(forgotten).toBe(before + 1);
    await otherServer.quit();
  });

  it("forgets everything when Redis is back, since news may have been missed meanwhile", async () => {
    await redis.stop();
    await eventually(() => !sharedRedis()!.ready());
    const before = forgotten;
    await redis.start();
    await eventually(() => forgotten > before);
  });
});
