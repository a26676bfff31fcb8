import "server-only";
import { isNull, lte, or } from "drizzle-orm";
import { refreshPublicPages } from "@/lib/admin/refresh-public-pages";
import type { AdminUser } from "@/lib/auth/admin-user";
import { getDb, type Db } from "@/lib/db/client";
import { repository } from "@/lib/db/schema";
import { syncRepositoryRows } from "@/lib/github/repositories";
import type { RepositoryRow } from "@/lib/github/store-sync";
import { runGitHubSweep } from "@/lib/github/sweep";
import { readSweepState } from "@/lib/github/sweep-state";
import { configuredGitHubClient, syncIntervalHours } from "@/lib/github/configured-client";
import type { SyncResult } from "@/lib/github/sync-repository";
import { repositoriesCount } from "./sync-formats";
import { isPaused, pauseMessage } from "./pause-message";
import type { SyncAllEvent } from "./sync-all-events";
import { repositoryLabel } from "./sync-outcome";

/**
 * Makes every repository due and runs one sweep now (lib/github/sweep.ts), telling `emit` of
 * each repository's end. It is the periodic sweep: claims shared with the other servers'
 * sweeps, and GitHub's limits honoured by pausing, never bypassed (under a pause nothing is
 * sent, and the repositories stay due for the first sweep after it). Then the pages of the
 * companies whose figures changed are refreshed. It runs to its end when nobody listens.
 */
export async function syncAllRepositories(
  _admin: AdminUser,
  emit: (event: SyncAllEvent) => void,
  { now = () => new Date() }: { now?: () => Date } = {},
): Promise<void> {
  const db = await getDb();
  await syncRepositoryRows(db);
  await db.update(repository).set({ next_due_at: null });
  const total = await db.$count(repository);
  emit({ type: "start", total });

  const state = await readSweepState(db);
  if (isPaused(state, now())) {
    const waiting = `${repositoriesCount(total)} due: the first sweep after the pause syncs them.`;
    emit({ type: "done", ok: false, summary: [pauseMessage(state, now()), waiting] });
    return;
  }
  let done = 0;
  const onSynced = (row: RepositoryRow, result: SyncResult) => {
    // A limit or a refused token stops the sweep: the summary tells it.
    if (result.outcome === "rate_limited" || result.outcome === "unauthorized") return;
    const name = repositoryLabel(row);
    done += 1;
    emit({ type: "progress", done, total, name });
    if (result.outcome === "failed") emit({ type: "log", line: `❌ ${name}: ${result.reason}` });
  };
  const summary = await runGitHubSweep(db, configuredGitHubClient(), {
    intervalHours: syncIntervalHours(),
    now,
    onSynced,
  });
  // The companies whose figures (or a renamed repository's URL) the sweep changed.
  const changed = [...new Set(summary.changedCompanies)];
  if (changed.length > 0) refreshPublicPages({ companies: changed });

  const { synced, unchanged, failed, pausedUntil, stopReason } = summary;
  const counts = `${synced} synced, ${unchanged} unchanged, ${failed} failed`;
  if (!pausedUntil) {
    emit({ type: "done", ok: true, summary: [`Sync complete: ${counts}.`] });
    return;
  }
  const waiting = await countDue(db, now());
  emit({
    type: "done",
    ok: false,
    summary: [
      `Sync stopped: ${counts}.`,
      pauseMessage({ paused_until: pausedUntil, stop_reason: stopReason }, now()),
      `${repositoriesCount(waiting)} left for the first sweep after the pause.`,
    ],
  });
}

// Repositories due now: those the stopped sweep did not reach.
function countDue(db: Db, now: Date) {
  return db.$count(
    repository,
    or(isNull(repository.next_due_at), lte(repository.next_due_at, now)),
  );
}
