import "server-only";
import { hostname } from "node:os";
import { randomUUID } from "node:crypto";
import { asc, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { repository } from "@/lib/db/schema";
import { intArray } from "@/lib/db/sql-arrays";
import { claimDue, releaseClaims } from "@/lib/periodic/claim";
import type { GitHubClient, RateBudget } from "./client";
import { refreshCompanyFigures } from "./company-figures";
import { syncRepositoryRows } from "./repositories";
import { REQUESTS_PER_SYNC } from "./request-budget";
import type { StarHistoryOutcome } from "./star-history";
import { dueForStarHistory } from "./star-history-store";
import { readSweepState, storeSweepState } from "./sweep-state";
import type { RepositoryRow } from "./store-sync";
import { syncRepository, type SyncResult } from "./sync-repository";

// The GitHub sweep: every due repository synced once, batch by batch, claimed with a lease so
// that sweeps on many servers share the work. GitHub's limits pause the whole sweep until the
// time GitHub gives, for every server (the pause is stored); nothing is retried in a loop.
// A star history backfill GitHub stopped makes its repository due again when the pause ends.

export const UNAUTHORIZED_MESSAGE = "GitHub refused the token (401): check GITHUB_TOKEN.";

// After a refused token, ask again (one request) an hour later rather than on every sweep.
const UNAUTHORIZED_PAUSE_MS = 60 * 60 * 1000;

export type SweepOptions = {
  batchSize?: number;
  intervalHours?: number;
  /**
   * How long a claim holds, longer than a batch can take: its worst case is batchSize × 23
   * requests (3, and 20 for a star history still to read) × 30 s, 115 minutes for 10.
   */
  leaseMinutes?: number;
  now?: () => Date;
  /** Hears each repository's sync as it ends (an admin's progress bar), refusals included. */
  onSynced?: (row: RepositoryRow, result: SyncResult) => void;
};

export type SweepSummary = {
  synced: number;
  unchanged: number;
  failed: number;
  /** Repositories whose star history this sweep read. */
  historyBackfilled: number;
  /** No sweep sends a request before this; null when none is paused. */
  pausedUntil: Date | null;
  stopReason: string | null;
  /** Shortnames of companies whose figures (or, for a renamed repository, URL) the sweep changed. */
  changedCompanies: string[];
};

export type Stop = { pausedUntil: Date; stopReason?: string };

/** Runs one sweep: brings repository rows in step with projects, then syncs every due one. */
export async function runGitHubSweep(
  db: Db,
  client: GitHubClient,
  {
    batchSize = 10,
    intervalHours = 24,
    leaseMinutes = 120,
    now = () => new Date(),
    onSynced,
  }: SweepOptions = {},
): Promise<SweepSummary> {
  const summary: SweepSummary = {
    synced: 0,
    unchanged: 0,
    failed: 0,
    historyBackfilled: 0,
    pausedUntil: null,
    stopReason: null,
    changedCompanies: [],
  };
  const state = await readSweepState(db);
  if (state?.paused_until && state.paused_until > now()) {
    return { ...summary, pausedUntil: state.paused_until, stopReason: state.stop_reason };
  }
  const rowsChanged = await syncRepositoryRows(db);

  const worker = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const leaseMs = leaseMinutes * 60_000;
  const done = new Set<number>();
  let rate: RateBudget | null = null;
  let stop: Stop | null = null;
  while (!stop) {
    const ids = await claimDue(db, repository, { limit: batchSize, leaseMs, worker, now: now() });
    // A row due again within this sweep (an interval of zero) waits for the next sweep.
    const fresh = ids.filter((id) => !done.has(id));
    const historyRetries: { id: number; at: Date }[] = [];
    try {
      for (const row of await claimedRows(db, fresh)) {
        done.add(row.id);
        const result = await syncRepository(db, client, row, now());
        onSynced?.(row, result);
        rate = result.rate ?? rate;
        if (result.outcome === "rate_limited") stop = { pausedUntil: result.resumeAt };
        else if (result.outcome === "unauthorized") stop = unauthorizedStop(now());
        else {
          summary[result.outcome] += 1;
          if (result.outcome === "synced")
            summary.changedCompanies.push(...result.changedCompanies);
          if (result.history?.outcome === "backfilled") summary.historyBackfilled += 1;
          stop = historyStop(result.history, now()) ?? budgetSpent(rate, now());
          const retryAt = historyRetryAt(result.history, stop);
          if (retryAt) historyRetries.push({ id: row.id, at: retryAt });
        }
        if (stop) break;
      }
    } finally {
      await releaseClaims(db, repository, { ids, worker, intervalMs: intervalHours * 3_600_000 });
      for (const { id, at } of historyRetries) await dueForStarHistory(db, id, at);
    }
    if (fresh.length === 0) break;
  }

  const answered = summary.synced + summary.unchanged + summary.failed > 0;
  if (answered || rowsChanged) await refreshCompanyFigures(db, now());
  await storeSweepState(db, {
    rate,
    now: now(),
    pausedUntil: stop?.pausedUntil ?? null,
    // A token GitHub took again ends the stop; one it refused names the reason.
    stopReason: stop?.stopReason ?? (answered ? null : undefined),
  });
  const stored = await readSweepState(db);
  return {
    ...summary,
    pausedUntil: stop?.pausedUntil ?? null,
    stopReason: stored?.stop_reason ?? null,
  };
}

// Stops while the budget still holds a repository's requests, until GitHub refills it.
export function budgetSpent(rate: RateBudget | null, now: Date): Stop | null {
  if (!rate || rate.remaining >= REQUESTS_PER_SYNC || rate.resetAt <= now) return null;
  return { pausedUntil: rate.resetAt };
}

export function unauthorizedStop(now: Date): Stop {
  const pausedUntil = new Date(now.getTime() + UNAUTHORIZED_PAUSE_MS);
  return { pausedUntil, stopReason: UNAUTHORIZED_MESSAGE };
}

// A backfill GitHub refused stops the sweep as a sync's refusal does.
export function historyStop(history: StarHistoryOutcome | undefined, now: Date): Stop | null {
  if (history?.outcome === "rate_limited") return { pausedUntil: history.resumeAt };
  if (history?.outcome === "unauthorized") return unauthorizedStop(now);
  return null;
}

// When a backfill left undone for the budget or a pause can go on; a failed one waits its turn.
export function historyRetryAt(history: StarHistoryOutcome | undefined, stop: Stop | null) {
  if (history?.outcome === "deferred") return history.until;
  if (history?.outcome === "rate_limited" || history?.outcome === "unauthorized") {
    return stop?.pausedUntil ?? null;
  }
  return null;
}

async function claimedRows(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(repository)
    .where(sql`${repository.id} = any(${intArray(ids)})`)
    .orderBy(sql`${repository.checked_at} asc nulls first`, asc(repository.id));
}
