import "server-only";
import { and, eq, isNull, lte, or } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { newsSource } from "@/lib/db/schema";

// An admin's Fetch now claims its one source as the news sweep claims due ones (lib/feeds/
// sweep.ts): a lease no sweep takes over while it holds, whether or not the source is due.

/** Longer than one poll can take: a fetch's 30 s cap, then storing its items. */
export const FETCH_NOW_LEASE_MS = 5 * 60_000;

/** Claims source `id` for `worker` unless a live lease holds it; answers whether it did. */
export async function claimNewsSource(
  db: Db,
  id: number,
  { worker, now }: { worker: string; now: Date },
): Promise<boolean> {
  // One statement: a sweep's claim that locked the row first is seen when this one re-reads it.
  const claimed = await db
    .update(newsSource)
    .set({ claimed_until: new Date(now.getTime() + FETCH_NOW_LEASE_MS), claimed_by: worker })
    .where(
      and(
        eq(newsSource.id, id),
        or(isNull(newsSource.claimed_until), lte(newsSource.claimed_until, now)),
      ),
    )
    .returning({ id: newsSource.id });
  return claimed.length > 0;
}

/** Ends `worker`'s claim on source `id` if a poll left it (a poll releases its own). */
export async function releaseNewsSource(db: Db, id: number, worker: string) {
  await db
    .update(newsSource)
    .set({ claimed_until: null, claimed_by: null })
    .where(and(eq(newsSource.id, id), eq(newsSource.claimed_by, worker)));
}
