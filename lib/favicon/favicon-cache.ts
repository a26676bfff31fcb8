import type { FaviconResult } from "./fetch-favicon";

const MAX_HOSTS = 500;
const SUCCESS_TTL_MS = 24 * 60 * 60 * 1000;
const FAILURE_TTL_MS = 60 * 60 * 1000;

/** A per-process LRU-ish cache around a favicon loader: 500 hosts, 24 h for icons, 1 h for failures. */
export function createFaviconCache(load: (host: string) => Promise<FaviconResult>) {
  const entries = new Map<string, { result: FaviconResult; expiresAt: number }>();
  const pending = new Map<string, Promise<FaviconResult>>();

  return async function cachedFavicon(host: string): Promise<FaviconResult> {
    const hit = entries.get(host);
    if (hit && hit.expiresAt > Date.now()) {
      // Re-insert so that Map order tracks recent use and the oldest goes first.
      entries.delete(host);
      entries.set(host, hit);
      return hit.result;
    }
    entries.delete(host);
    // Concurrent requests for one host share a single fetch.
    const running =
      pending.get(host) ?? load(host).catch((): FaviconResult => ({ kind: "placeholder" }));
    pending.set(host, running);
    try {
      const result = await running;
      const ttl = result.kind === "icon" ? SUCCESS_TTL_MS : FAILURE_TTL_MS;
      entries.set(host, { result, expiresAt: Date.now() + ttl });
      while (entries.size > MAX_HOSTS) entries.delete(entries.keys().next().value as string);
      return result;
    } finally {
      pending.delete(host);
    }
  };
}
