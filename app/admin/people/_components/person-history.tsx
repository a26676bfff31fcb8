import type { PersonHistoryEntry } from "@/lib/admin/people/list-person-history";

const WHEN = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});

const ACTIONS: Record<string, string> = {
  create: "Created",
  update: "Updated",
  delete: "Deleted",
  restore: "Restored",
  import: "Imported",
  merge: "Merged",
};

/** The person's changes, newest first: when, who and what was done. */
export function PersonHistory({ entries }: { entries: PersonHistoryEntry[] }) {
  return (
    <section aria-labelledby="history-heading" className="space-y-3">
      <h2 id="history-heading" className="text-lg font-semibold text-brand">
        History
      </h2>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-600">No changes recorded yet.</p>
      ) : (
        <ol className="divide-y divide-slate-200 rounded-md border border-slate-200 bg-white">
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-wrap gap-x-3 px-4 py-2 text-sm">
              <time dateTime={entry.created_at.toISOString()} className="text-slate-600">
                {WHEN.format(entry.created_at)} UTC
              </time>{" "}
              <span>
                <span className="font-medium">{ACTIONS[entry.action] ?? entry.action}</span> by{" "}
                {entry.admin_email}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
