import type { GitHubSyncStatus } from "@/lib/admin/repositories/github-sync-status";
import { formatDateTime } from "@/lib/domain/dates";

/** The GitHub sync is off on this server: what that means for the figures. */
export const SYNC_OFF =
  "The periodic GitHub sync is off on this server (GITHUB_SYNC=off): figures change only when a sync is run by hand (here, or with npm run sync:github).";
export const NEVER_RUN = "The GitHub sync has never run: no repository has figures yet.";

/**
 * Where the GitHub sync stands: a stop (a refused token) first and in red, then a pause, the
 * sync being off or never run, and the API budget GitHub reported last.
 */
export function GitHubSyncLines({ status }: { status: GitHubSyncStatus }) {
  return (
    <div className="space-y-2 text-sm">
      {status.stopReason && (
        <p
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 p-3 font-semibold text-red-800"
        >
          {status.stopReason}
        </p>
      )}
      {status.pause && (
        <p className="rounded-md border border-amber-200 bg-amber-50 p-3 font-medium text-amber-900">
          {status.pause}
        </p>
      )}
      {!status.periodic && <p className="text-slate-700">{SYNC_OFF}</p>}
      {status.lastRunAt ? (
        <p className="text-slate-600">Last sync: {formatDateTime(status.lastRunAt)}</p>
      ) : (
        <p className="text-slate-700">{NEVER_RUN}</p>
      )}
      {status.budget && <p className="font-medium text-slate-900">{status.budget}</p>}
    </div>
  );
}
