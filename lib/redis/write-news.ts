import "server-only";
import { forgetHere, news, NEWS_CHANNEL } from "./news.mjs";
import { sharedRedis } from "./shared-redis.mjs";

export { forgetOnEveryWrite } from "./news.mjs";

/**
 * Forgets, on this server and at once, what a write made stale; the other servers hear of it
 * when the write's refresh is recorded (lib/cache/redis-cache-handler.mjs).
 */
export const forgetAfterWrite = forgetHere;

/**
 * Listens for the writes of the other servers, when they share a Redis; a server that was cut
 * off from Redis forgets everything once it is back, since it may have missed news. Never
 * waits for Redis: while it is unreachable the server starts and serves, and listens later.
 */
export function listenForWrites(): void {
  const redis = sharedRedis();
  if (!redis) return;
  const subscriber = redis.client.duplicate();
  let subscribed = false;
  subscriber.on("error", () => {}); // The shared connection already logs Redis going away.
  subscriber.on("ready", () => {
    forgetHere();
    if (subscribed) return; // The client subscribes again by itself after a reconnection.
    subscribed = true;
    subscriber
      .subscribe(NEWS_CHANNEL, (sender) => {
        if (sender !== news.self) forgetHere();
      })
      .catch(() => (subscribed = false));
  });
  subscriber.connect().catch(() => {});
}
