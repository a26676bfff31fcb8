import "server-only";
import { refused, type ActionResult } from "@/lib/admin/action-result";
import type { RepositoryRow } from "@/lib/github/store-sync";
import {
  budgetSpent,
  historyStop,
  unauthorizedStop,
  UNAUTHORIZED_MESSAGE,
  type Stop,
} from "@/lib/github/sweep";
import type { SyncResult } from "@/lib/github/sync-repository";
import { formatClockTime, formatCount } from "./sync-formats";

/** 'acme/db', as GitHub names a repository. */
export const repositoryLabel = (row: Pick<RepositoryRow, "owner" | "name">) =>
  `${row.owner}/${row.name}`;

/** The stop a sync's answer calls for, as the sweep decides it (lib/github/sweep.ts). */
export function stopAfter(result: SyncResult, now: Date): Stop | null {
  if (result.outcome === "rate_limited") return { pausedUntil: result.resumeAt };
  if (result.outcome === "unauthorized") return unauthorizedStop(now);
  return historyStop(result.history, now) ?? budgetSpent(result.rate, now);
}

/** What an admin's Sync now of `before` did, in plain words (`after`: the row as it is now). */
export function syncOutcome(
  before: RepositoryRow,
  after: RepositoryRow | undefined,
  result: SyncResult,
  now: Date,
): ActionResult {
  const label = repositoryLabel(before);
  switch (result.outcome) {
    case "synced": {
      if (after && after.url !== before.url) {
        const moved = repositoryLabel(after);
        return {
          ok: true,
          message: `Synced ${label}: GitHub moved it to ${moved}, and its project now points there.`,
        };
      }
      const stars = after?.stars == null ? "" : `: ${formatCount(after.stars)} stars`;
      return { ok: true, message: `Synced ${label}${stars}.` };
    }
    case "unchanged":
      return { ok: true, message: `${label} is unchanged on GitHub since its last check.` };
    case "failed":
      return refused(`Could not sync ${label}: ${result.reason}.`);
    case "rate_limited": {
      const until = formatClockTime(result.resumeAt, now);
      return refused(`GitHub is rate limiting us until ${until}: ${label} was not synced.`);
    }
    case "unauthorized":
      return refused(`${UNAUTHORIZED_MESSAGE} ${label} was not synced.`);
  }
}
