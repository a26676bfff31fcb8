// Next's page cache (ISR) shared by every server through Redis when REDIS_URL is set.
// Our own small handler on the `redis` client, implementing Next's cacheHandler interface
// (get, set, revalidateTag, resetRequestCache): the maintained @fortedigital handler declares
// Node >= 22, and this server runs on Node 20. It extends Next's own handler, so that without
// REDIS_URL, and while Redis is away, pages live in Next's bounded in-memory cache as before.
//
// Keys carry the build id, so a new deploy never serves an old build's pages. Entries expire
// after a day and larger ones are not shared, so free-text searches cannot fill Redis (run it
// with maxmemory and an LRU policy as well: see docs/operating/several-servers.md). A tag
// revalidated by any server (revalidatePath names the page's tags) makes every entry holding
// it older than that a miss.
import { readFileSync } from "node:fs";
import path from "node:path";
import FileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import tagsManifestModule from "next/dist/server/lib/incremental-cache/tags-manifest.external.js";
import { tellEveryServer } from "../redis/news.mjs";
import { sharedRedis } from "../redis/shared-redis.mjs";
import { decodeEntry, encodeEntry } from "./entry-codec.mjs";

const ENTRY_TTL_SECONDS = 24 * 60 * 60;
const MAX_ENTRY_BYTES = 2 * 1024 * 1024;
const TAGS_HEADER = "x-next-cache-tags";

const NextMemoryCache = FileSystemCache.default ?? FileSystemCache;
// Next's record of revalidated tags in this process, which decides whether a page is stale.
const { tagsManifest } = tagsManifestModule;
// A write's refresh makes its pages stale, not gone: the next visitor gets the page as it was
// while it is rendered again, so a database that fails just then never turns a good page into
// an error. A year is Next's "never expires".
const STALE_NOT_EXPIRED = { expire: 365 * 24 * 60 * 60 };

export default class RedisCacheHandler extends NextMemoryCache {
  constructor(context) {
    // Pages are kept in memory (and Redis), never written to disk: every list state and
    // search is a cached page, and free text must not be able to fill the disk.
    super({ ...context, flushToDisk: false });
    this.redis = sharedRedis();
    this.prefix = `coss:${buildIdOf(context.serverDistDir)}:`;
    // Revalidations made while Redis was away, sent when it is back.
    this.pendingTags = new Map();
    // Refreshes made while Redis was away: sent, and the other servers told, once it is back.
    this.redis?.onReady(async () => {
      if (await this.sendPendingTags()) tellEveryServer();
    });
  }

  async get(key, context) {
    if (!this.redis?.ready()) return super.get(key, context);
    try {
      const text = await this.redis.client.get(this.entryKey(key));
      const entry = text ? decodeEntry(text) : null;
      if (!entry) return null;
      const tags = [...tagsOf(entry), ...(context?.softTags ?? [])];
      const refreshed = await this.refreshedSince(tags, entry.lastModified);
      // A page refreshed since is served stale while rendered again (Next reads its tags
      // here); other data (fetch entries) is read again at once.
      if (refreshed && entry.value?.kind === "FETCH") return null;
      return entry;
    } catch {
      return super.get(key, context);
    }
  }

  async set(key, data, context) {
    if (!this.redis?.ready()) return super.set(key, data, context);
    try {
      if (data === null) {
        await this.redis.client.del(this.entryKey(key));
        return;
      }
      const entry = {
        lastModified: Date.now(),
        value: data,
        cacheControl: context?.fetchCache ? undefined : context?.cacheControl,
        tags: context?.tags ?? [],
      };
      const text = encodeEntry(entry);
      if (Buffer.byteLength(text) > MAX_ENTRY_BYTES) return;
      await this.redis.client.set(this.entryKey(key), text, { EX: ENTRY_TTL_SECONDS });
    } catch {
      return super.set(key, data, context);
    }
  }

  // A write's refresh: recorded here and in Redis, then every server forgets what it keeps
  // in memory (its micro-cache included), so that the next visitor anywhere gets a new render.
  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations ?? STALE_NOT_EXPIRED);
    const now = Date.now();
    for (const tag of typeof tags === "string" ? [tags] : tags) this.pendingTags.set(tag, now);
    await this.sendPendingTags();
    tellEveryServer();
  }

  resetRequestCache() {}

  /** Sends the refreshes not yet in Redis; whether there were any and they went. */
  async sendPendingTags() {
    if (this.pendingTags.size === 0 || !this.redis?.ready()) return false;
    const sent = new Map(this.pendingTags);
    try {
      await this.redis.client.hSet(this.prefix + "tags", Object.fromEntries(sent));
      for (const [tag, time] of sent) {
        if (this.pendingTags.get(tag) === time) this.pendingTags.delete(tag);
      }
      return true;
    } catch {
      return false; // Kept for the next time the connection is ready.
    }
  }

  /**
   * Whether any of `tags` was refreshed, by any server, since `lastModified`; those refreshes
   * are noted in Next's record of this process, which then serves the page stale.
   */
  async refreshedSince(tags, lastModified) {
    if (tags.length === 0) return false;
    const times = await this.redis.client.hmGet(this.prefix + "tags", tags);
    let refreshed = false;
    times.forEach((time, index) => {
      // A refresh in the very millisecond of the render counts: better one render too many.
      if (time === null || Number(time) < lastModified) return;
      refreshed = true;
      const known = tagsManifest.get(tags[index]) ?? {};
      tagsManifest.set(tags[index], {
        ...known,
        stale: Math.max(known.stale ?? 0, Number(time) + 1),
      });
    });
    return refreshed;
  }

  entryKey(key) {
    return `${this.prefix}entry:${key}`;
  }
}

function tagsOf(entry) {
  const header = entry.value?.headers?.[TAGS_HEADER];
  const pageTags = typeof header === "string" ? header.split(",") : [];
  return [...pageTags, ...(entry.tags ?? [])];
}

function buildIdOf(serverDistDir) {
  try {
    return readFileSync(path.join(serverDistDir, "..", "BUILD_ID"), "utf8").trim();
  } catch {
    return "development";
  }
}
