import "server-only";
import { hostname } from "node:os";
import { randomUUID } from "node:crypto";
import { and, eq, isNull, lte, or } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { repository } from "@/lib/db/schema";

// An admin's Sync now claims its one repository as a sweep claims due ones (lib/periodic/
// claim.ts): a lease no sweep takes over while it holds, whether or not the row is due.

/** Longer than one repository's sync can take: 23 requests (a star history too) of 30 s. */
export const SYNC_NOW_LEASE_MS = 15 * 60_000;

/** A name for this claim, unique to the server and the request. */
export const adminWorker = () => `admin:${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

/** Claims repository `id` for `worker` unless a live lease holds it; answers whether it did. */
export async function claimRepository(
  db: Db,
  id: number,
  { worker, now }: { worker: string; now: Date },
): Promise<boolean> {
  // One statement: a sweep's claim that locked the row first is seen when this one re-reads it.
  const claimed = await db
    .update(repository)
    .set({ claimed_until: new Date(now.getTime() + SYNC_NOW_LEASE_MS), claimed_by: worker })
    .where(
      and(
        eq(repository.id, id),
        or(isNull(repository.claimed_until), lte(repository.claimed_until, now)),
      ),
    )
    .returning({ id: repository.id });
  return claimed.length > 0;
}
