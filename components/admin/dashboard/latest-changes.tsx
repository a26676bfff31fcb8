import Link from "next/link";
import type { ChangeEntry } from "@/lib/admin/history/list-changes";
import { ChangeSummary } from "../history/change-summary";

/** The newest changes, one line each, and the way to the whole history. */
export function LatestChanges({ entries }: { entries: ChangeEntry[] }) {
  return (
    <section aria-labelledby="latest-changes-heading" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="latest-changes-heading" className="text-lg font-semibold text-brand">
          Latest Changes
        </h2>
        <Link href="/admin/history" className="text-sm font-medium text-brand underline">
          View all history
        </Link>
      </div>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-600">No changes recorded yet.</p>
      ) : (
        <ol
          aria-label="Latest changes"
          className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
        >
          {entries.map((entry) => (
            <li key={entry.id} className="px-4 py-3">
              <ChangeSummary entry={entry} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
