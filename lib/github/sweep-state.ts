import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { githubSyncState } from "@/lib/db/schema";
import type { RateBudget } from "./client";

// The GitHub sweep's state shared by every server: the last rate budget GitHub reported, and
// a pause (a limit until its reset, a refused token) that no sweep sends a request before.

export type SweepState = typeof githubSyncState.$inferSelect;

/** The stored state, or null before the first sweep stored any. */
export async function readSweepState(db: Db): Promise<SweepState | null> {
  const [row] = await db.select().from(githubSyncState).where(eq(githubSyncState.id, 1));
  return row ?? null;
}

type Change = {
  rate?: RateBudget | null;
  pausedUntil?: Date | null;
  stopReason?: string | null;
  now: Date;
};

/** Stores what a sweep learnt; fields left out keep their value. */
export async function storeSweepState(db: Db, { rate, pausedUntil, stopReason, now }: Change) {
  const values = {
    ...(rate && {
      rate_limit: rate.limit,
      rate_remaining: rate.remaining,
      rate_reset_at: rate.resetAt,
    }),
    ...(pausedUntil !== undefined && { paused_until: pausedUntil }),
    ...(stopReason !== undefined && { stop_reason: stopReason }),
    updated_at: now,
  };
  await db
    .insert(githubSyncState)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: githubSyncState.id, set: values });
}
