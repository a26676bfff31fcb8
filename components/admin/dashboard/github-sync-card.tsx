import Link from "next/link";
import { GitHubSyncLines } from "@/components/admin/repositories/github-sync-lines";
import type { GitHubSyncStatus } from "@/lib/admin/repositories/github-sync-status";

/**
 * The dashboard's card of the GitHub sync: its budget, a pause or stop, and how many
 * repositories failed their last check, with the way to /admin/repositories. The page reads
 * `status` with getGitHubSyncStatus (lib/admin/repositories/github-sync-status.ts).
 */
export function GitHubSyncCard({ status }: { status: GitHubSyncStatus }) {
  const failing = status.failing === 1 ? "1 repository" : `${status.failing} repositories`;
  return (
    <section
      aria-labelledby="github-sync-card-heading"
      className={`space-y-3 rounded-lg border bg-white p-5 ${
        status.stopReason ? "border-red-300" : "border-slate-200"
      }`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="github-sync-card-heading" className="text-lg font-semibold text-brand">
          GitHub Sync
        </h2>
        <Link href="/admin/repositories" className="text-sm font-medium text-brand underline">
          View repositories
        </Link>
      </div>
      <GitHubSyncLines status={status} />
      {status.failing > 0 && (
        <p className="text-sm">
          <Link href="/admin/repositories" className="font-medium text-red-800 underline">
            {failing} failed their last check
          </Link>
        </p>
      )}
    </section>
  );
}
