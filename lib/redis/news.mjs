// The news of writes. What a server keeps in memory about the data (its micro-cache of pages,
// the set of pages shown, the company matcher) must be forgotten after a write on every
// server, not only on the one that wrote. The page cache handler tells every server once a
// write's refresh is recorded; with REDIS_URL the news goes through a channel every server
// listens to (write-news.ts). Plain JavaScript: server.mjs and the cache handler load it unbuilt.
import { randomUUID } from "node:crypto";
import { sharedRedis } from "./shared-redis.mjs";

export const NEWS_CHANNEL = "coss:written";

// Kept on globalThis: server.mjs, the cache handler and the bundled server code each load
// their own copy of this module, in one process.
globalThis.cossNews ??= { self: randomUUID(), listeners: new Set() };

/** This server's id on the channel, and what it forgets on news of a write. */
export const news = globalThis.cossNews;

/** Runs `forget` on this server each time any server writes (and after a Redis outage). */
export function forgetOnEveryWrite(forget) {
  news.listeners.add(forget);
}

/** Forgets, on this server, what a write made stale. */
export function forgetHere() {
  news.listeners.forEach((forget) => forget());
}

/** Forgets here, and tells the other servers to. */
export function tellEveryServer() {
  forgetHere();
  const redis = sharedRedis();
  if (redis?.ready()) redis.client.publish(NEWS_CHANNEL, news.self).catch(() => {});
}
