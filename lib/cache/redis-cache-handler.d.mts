import type { CacheHandler } from "next/dist/server/lib/incremental-cache";

declare const RedisCacheHandler: typeof CacheHandler;
export default RedisCacheHandler;
