// The process's one connection to Redis (REDIS_URL), shared by the page cache, the rate
// limits and the invalidations. Redis is an accelerator, never a point of failure: commands
// are refused at once while it is away (callers then use their memory), the client reconnects
// on its own, and the log gets one line when Redis is lost and one when it is back.
// Written in plain JavaScript because Next loads the cache handler, which uses it, unbuilt.
import { createClient } from "redis";

// Kept on globalThis: Next loads the cache handler apart from the bundles that hold the rest
// of the server's code, and both must share one connection.
const SHARED = Symbol.for("coss.sharedRedis");

/** The connection, or null when REDIS_URL is not set (one server, everything in memory). */
export function sharedRedis() {
  const url = process.env.REDIS_URL;
  if (!url) return null;
  globalThis[SHARED] ??= connect(url);
  return globalThis[SHARED];
}

function connect(url) {
  const client = createClient({
    url,
    // Commands fail at once while disconnected, instead of waiting in a queue.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2000,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000),
    },
  });
  let up = null;
  client.on("ready", () => {
    if (up !== true) {
      console.log(`Redis connected (${hostOf(url)}): the page cache and the limits are shared`);
    }
    up = true;
    listeners.forEach((listener) => listener());
  });
  client.on("error", (error) => {
    if (up !== false) {
      const reason = error.message || error.code || "no answer";
      console.error(
        `Redis unreachable (${hostOf(url)}): this server uses its memory until it is back (${reason})`,
      );
    }
    up = false;
  });
  const listeners = new Set();
  client.connect().catch(() => {});
  return {
    client,
    /** Whether commands can be sent now. */
    ready: () => client.isReady,
    /** Calls `listener` each time the connection is (re)established. */
    onReady: (listener) => listeners.add(listener),
    url,
  };
}

// The host and port only: the URL may carry a password.
function hostOf(url) {
  try {
    const { host } = new URL(url);
    return host;
  } catch {
    return "REDIS_URL";
  }
}
