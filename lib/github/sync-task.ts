import "server-only";
import type { PublicChange } from "@/lib/admin/refresh-public-pages";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { refreshPublicPagesInBackground } from "@/lib/periodic/background-refresh";
import type { PeriodicTask } from "@/lib/periodic/scheduler";
import { configuredGitHubClient, syncIntervalHours } from "./configured-client";
import { runGitHubSweep, type SweepSummary } from "./sweep";

// The GitHub sweep as the server's periodic task. A tick that finds nothing due costs a few
// statements and no request, so ticks come often: a project saved now has its repository row
// (due at once) made and synced at the next tick, within a minute.
const FIRST_DELAY_MS = 15_000;
const PERIOD_MS = 30_000;

type SyncOptions = {
  now?: () => Date;
  /** Refreshes the pages of the companies whose figures changed; none outside a server. */
  refreshPages?: (change: PublicChange) => Promise<void>;
};

/** Runs one sweep with the configured API, token and interval, then refreshes changed pages. */
export async function runGitHubSync(options: SyncOptions = {}): Promise<SweepSummary> {
  const summary = await runGitHubSweep(await getDb(), configuredGitHubClient(), {
    intervalHours: syncIntervalHours(),
    now: options.now,
  });
  if (options.refreshPages && summary.changedCompanies.length > 0) {
    await options.refreshPages({ companies: [...new Set(summary.changedCompanies)] });
  }
  return summary;
}

/** One line on what a sweep did, for the log and `npm run sync:github`. */
export function describeSweep(summary: SweepSummary): string {
  const { synced, unchanged, failed, historyBackfilled, pausedUntil, stopReason } = summary;
  const parts = [`${synced} synced, ${unchanged} unchanged, ${failed} failed`];
  if (historyBackfilled > 0) parts.push(`${historyBackfilled} star histories read`);
  if (pausedUntil) parts.push(`paused until ${pausedUntil.toISOString()}`);
  if (stopReason) parts.push(stopReason);
  return `GitHub sync: ${parts.join("; ")}`;
}

/**
 * The periodic GitHub sync, or null when GITHUB_SYNC=off. Its page refresh goes through the
 * server it runs in (lib/periodic/background-refresh.ts).
 */
export function githubSyncTask({
  refreshPages = refreshPublicPagesInBackground,
}: Pick<SyncOptions, "refreshPages"> = {}): PeriodicTask | null {
  if (env().GITHUB_SYNC === "off") return null;
  let lastStop = "";
  return {
    name: "github-sync",
    firstDelayMs: FIRST_DELAY_MS,
    periodMs: PERIOD_MS,
    async run() {
      const summary = await runGitHubSync({ refreshPages });
      const answered = summary.synced + summary.unchanged + summary.failed > 0;
      // Quiet when nothing was due; a pause or a refused token is told once, not every tick.
      const stop = [summary.pausedUntil?.toISOString(), summary.stopReason]
        .filter(Boolean)
        .join(" ");
      if (answered || stop !== lastStop) console.log(describeSweep(summary));
      lastStop = stop;
    },
  };
}
