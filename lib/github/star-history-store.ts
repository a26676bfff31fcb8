import "server-only";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { repository, repositorySnapshot, repositoryStarHistory } from "@/lib/db/schema";
import type { BackfilledPoint } from "./stargazer-sampling";
import type { StarPoint } from "./star-series";

// Where the backfilled star history is kept, and read back beside the daily snapshots.

/** Stores a repository's backfilled points, skipping days a sync saw, and marks it done. */
export async function storeStarHistory(
  db: Db,
  repositoryId: number,
  points: BackfilledPoint[],
  now: Date,
) {
  await db.transaction(async (tx) => {
    const seen = await tx
      .select({ day: repositorySnapshot.day })
      .from(repositorySnapshot)
      .where(eq(repositorySnapshot.repository_id, repositoryId));
    const snapshotDays = new Set(seen.map((row) => row.day));
    const rows = points
      .filter((point) => !snapshotDays.has(point.day))
      .map((point) => ({ repository_id: repositoryId, ...point }));
    await tx
      .delete(repositoryStarHistory)
      .where(eq(repositoryStarHistory.repository_id, repositoryId));
    if (rows.length > 0) await tx.insert(repositoryStarHistory).values(rows);
    await tx
      .update(repository)
      .set({ history_backfilled_at: now })
      .where(eq(repository.id, repositoryId));
  });
}

/** A backfill GitHub broke off: the reason is shown with the row; the figures stay. */
export async function storeStarHistoryFailure(db: Db, repositoryId: number, reason: string) {
  await db
    .update(repository)
    .set({ last_error: `star history: ${reason}` })
    .where(eq(repository.id, repositoryId));
}

/** Makes a repository whose history is still to read due again by `at` (a pause's end). */
export async function dueForStarHistory(db: Db, id: number, at: Date) {
  await db
    .update(repository)
    .set({ next_due_at: sql`least(${repository.next_due_at}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(repository.id, id), isNull(repository.history_backfilled_at)));
}

/** Every known day of a repository's stars, oldest first: snapshots and backfilled points. */
export async function listStarHistory(db: Db, repositoryId: number): Promise<StarPoint[]> {
  const backfilled = await db
    .select({
      day: repositoryStarHistory.day,
      stars: repositoryStarHistory.stars,
      estimated: repositoryStarHistory.estimated,
    })
    .from(repositoryStarHistory)
    .where(eq(repositoryStarHistory.repository_id, repositoryId))
    .orderBy(asc(repositoryStarHistory.day));
  const observed = await db
    .select({ day: repositorySnapshot.day, stars: repositorySnapshot.stars })
    .from(repositorySnapshot)
    .where(eq(repositorySnapshot.repository_id, repositoryId))
    .orderBy(asc(repositorySnapshot.day));
  const counted = observed.map((row) => ({ ...row, estimated: false }));
  // A stable sort: on a shared day the snapshot, given later, is the one starSeries keeps.
  return [...backfilled, ...counted].sort((a, b) => a.day.localeCompare(b.day));
}
