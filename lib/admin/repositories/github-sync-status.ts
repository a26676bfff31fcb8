import "server-only";
import { inArray } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import { getDb } from "@/lib/db/client";
import { repository } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { readSweepState, type SweepState } from "@/lib/github/sweep-state";
import { formatClockTime, formatCount } from "./sync-formats";
import { isPaused, pauseLine } from "./pause-message";

/** Where the GitHub sync stands, in plain words, for /admin/repositories and the dashboard. */
export type GitHubSyncStatus = {
  /** False with GITHUB_SYNC=off: this server runs no periodic sweep. */
  periodic: boolean;
  /** When a sweep (or a sync from the admin) last stored what it learnt; null: never. */
  lastRunAt: string | null;
  /** 'GitHub API: 4,321 of 5,000 requests left, resets at 13:00 UTC'; null before GitHub said. */
  budget: string | null;
  /** The pause in force ('GitHub is rate limiting us until 13:00 UTC.'); null when none is. */
  pause: string | null;
  /** Why the sync stopped (GitHub refused the token); null when it runs. */
  stopReason: string | null;
  /** Repositories whose last check failed (an error, not found). */
  failing: number;
};

/** The GitHub sync's state as of `now`: budget, pause, stop reason, failing repositories. */
export async function getGitHubSyncStatus(
  _admin: AdminUser,
  now = new Date(),
): Promise<GitHubSyncStatus> {
  const db = await getDb();
  const [state, failing] = await Promise.all([
    readSweepState(db),
    db.$count(repository, inArray(repository.status, ["error", "not_found"])),
  ]);
  return {
    periodic: env().GITHUB_SYNC !== "off",
    lastRunAt: state?.updated_at.toISOString() ?? null,
    budget: state ? budgetLine(state, now) : null,
    pause: isPaused(state, now) ? pauseLine(state, now) : null,
    stopReason: state?.stop_reason ?? null,
    failing,
  };
}

function budgetLine(state: SweepState, now: Date): string | null {
  const { rate_limit: limit, rate_remaining: remaining, rate_reset_at: resetAt } = state;
  if (limit === null || remaining === null || resetAt === null) return null;
  const of = (left: number) => `GitHub API: ${formatCount(left)} of ${formatCount(limit)}`;
  // Past its reset GitHub has given the whole budget again, whatever was left before.
  if (resetAt <= now)
    return `${of(limit)} requests left (renewed at ${formatClockTime(resetAt, now)})`;
  return `${of(remaining)} requests left, resets at ${formatClockTime(resetAt, now)}`;
}
