import "server-only";
import { getDb, type Db } from "@/lib/db/client";
import { forgetOnEveryWrite } from "@/lib/redis/write-news";

// A read that is costly and changes only when a curator writes is kept in memory: until the
// next write (on any server that hears of it), and at most a minute, since another server
// writing to the same database without Redis is heard of that late. One read per database
// (tests and tools may switch it).
const KEEP_MS = 60_000;

type Kept = { db: Db; read: Promise<unknown>; until: number };

// Kept on globalThis: the proxy, the route handlers, the pages and the server actions are
// bundled apart, each with its own copy of this module, but run in one process.
const holder = globalThis as typeof globalThis & { cossKeptReads?: Map<string, Kept> };
const keptReads = () => (holder.cossKeptReads ??= new Map());

/** `read`'s answer for the database in use, read again only after a write or a minute. */
export function keptUntilNextWrite<T>(name: string, read: (db: Db) => Promise<T>) {
  forgetOnEveryWrite(() => keptReads().delete(name));
  return async function kept(): Promise<T> {
    const db = await getDb();
    const reads = keptReads();
    const known = reads.get(name);
    if (known && known.db === db && known.until > Date.now()) return known.read as Promise<T>;
    const reading = read(db);
    reads.set(name, { db, read: reading, until: Date.now() + KEEP_MS });
    // A failed read is not kept: the next request tries again.
    reading.catch(() => {
      if (reads.get(name)?.read === reading) reads.delete(name);
    });
    return reading;
  };
}
