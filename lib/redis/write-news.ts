import "server-only";
import { randomUUID } from "node:crypto";
import { sharedRedis } from "./shared-redis.mjs";

// What a server keeps in memory about the data (the set of pages shown, the company
// matcher) must be forgotten on every server after a write, not only on the one that wrote.
// With REDIS_URL a write is announced on a channel every server listens to; a server that
// was cut off from Redis forgets everything once it is back, since it may have missed news.

const CHANNEL = "coss:written";
const SELF = randomUUID();

// Kept on globalThis: the code that writes and the code that listens are bundled apart.
const holder = globalThis as typeof globalThis & { cossWriteListeners?: Set<() => void> };
const listeners = (holder.cossWriteListeners ??= new Set());

/** Runs `forget` on this server each time any server writes (and after a Redis outage). */
export function forgetOnEveryWrite(forget: () => void): void {
  listeners.add(forget);
}

/** Tells every server, this one first, that the data changed. */
export function announceWrite(): void {
  listeners.forEach((forget) => forget());
  const redis = sharedRedis();
  if (redis?.ready()) redis.client.publish(CHANNEL, SELF).catch(() => {});
}

/**
 * Listens for the writes of the other servers, when they share a Redis. Never waits for
 * Redis: while it is unreachable the server starts and serves, and listens once it is back.
 */
export function listenForWrites(): void {
  const redis = sharedRedis();
  if (!redis) return;
  const subscriber = redis.client.duplicate();
  let subscribed = false;
  subscriber.on("error", () => {}); // The shared connection already logs Redis going away.
  subscriber.on("ready", () => {
    listeners.forEach((forget) => forget());
    if (subscribed) return; // The client subscribes again by itself after a reconnection.
    subscribed = true;
    subscriber
      .subscribe(CHANNEL, (sender) => {
        if (sender !== SELF) listeners.forEach((forget) => forget());
      })
      .catch(() => (subscribed = false));
  });
  subscriber.connect().catch(() => {});
}
