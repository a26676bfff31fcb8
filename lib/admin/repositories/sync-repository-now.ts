import "server-only";
import { eq } from "drizzle-orm";
import { refused, type ActionResult } from "@/lib/admin/action-result";
import { refreshPublicPages } from "@/lib/admin/refresh-public-pages";
import type { AdminUser } from "@/lib/auth/admin-user";
import { getDb, type Db } from "@/lib/db/client";
import { repository } from "@/lib/db/schema";
import { refreshCompanyFigures } from "@/lib/github/company-figures";
import { dueForStarHistory } from "@/lib/github/star-history-store";
import { configuredGitHubClient, syncIntervalHours } from "@/lib/github/configured-client";
import { historyRetryAt } from "@/lib/github/sweep";
import { readSweepState, storeSweepState } from "@/lib/github/sweep-state";
import { syncRepository, type SyncResult } from "@/lib/github/sync-repository";
import { releaseClaims } from "@/lib/periodic/claim";
import { adminWorker, claimRepository } from "./claim-repository";
import { isPaused, pauseMessage } from "./pause-message";
import { repositoryLabel, stopAfter, syncOutcome } from "./sync-outcome";

const GONE = "This repository is no longer listed (its project's URL changed): reload the page.";

/**
 * Syncs repository `id` from GitHub at once, as the sweep syncs a due one: claimed with a lease
 * so that no sweep takes it meanwhile, then due again a sync interval after this check. A pause
 * in force (GitHub's limit, a refused token) is honoured: nothing is sent, and the answer says
 * until when. What GitHub answers is stored for every sweep (its budget, a new pause); then the
 * companies' figures are recomputed and their public pages refreshed. Figures are GitHub's,
 * not a curator's edit: like the sweep's, this sync writes no history (a followed rename does).
 */
export async function syncRepositoryNow(
  _admin: AdminUser,
  id: number,
  { now = new Date() }: { now?: Date } = {},
): Promise<ActionResult> {
  const db = await getDb();
  const state = await readSweepState(db);
  if (isPaused(state, now)) return refused(pauseMessage(state, now));
  const worker = adminWorker();
  if (!(await claimRepository(db, id, { worker, now }))) return refused(await whyUnclaimed(db, id));

  const [before] = await db.select().from(repository).where(eq(repository.id, id));
  if (!before) return refused(GONE);
  let result: SyncResult;
  try {
    result = await syncRepository(db, configuredGitHubClient(), before, now);
  } finally {
    await releaseClaims(db, repository, {
      ids: [id],
      worker,
      intervalMs: syncIntervalHours() * 3_600_000,
    });
  }
  const stop = stopAfter(result, now);
  const retryAt = historyRetryAt(result.history, stop);
  if (retryAt) await dueForStarHistory(db, id, retryAt);

  const answered = result.outcome !== "rate_limited" && result.outcome !== "unauthorized";
  await storeSweepState(db, {
    rate: result.rate,
    now,
    pausedUntil: stop?.pausedUntil,
    // As the sweep: a token GitHub took again ends the stop; one it refused names the reason.
    stopReason: stop?.stopReason ?? (answered ? null : undefined),
  });
  const [after] = await db.select().from(repository).where(eq(repository.id, id));
  if (answered) await refreshCompanyFigures(db, now);
  // A good sync names the companies that show the repository; a 304 or a failure changes no page.
  if (result.outcome === "synced") refreshPublicPages({ companies: result.changedCompanies });
  return syncOutcome(before, after, result, now);
}

// A claim refused: the row is gone (its project's URL changed), or a sync holds it.
async function whyUnclaimed(db: Db, id: number): Promise<string> {
  const [row] = await db.select().from(repository).where(eq(repository.id, id));
  if (!row) return GONE;
  return `${repositoryLabel(row)} is being synced right now: try again in a moment.`;
}
