import { HistoryPanel } from "@/components/admin/history/history-panel";
import { restoreChangeAction } from "@/app/admin/history/actions";
import { RestoreButton } from "@/components/admin/history/restore-button";
import type { ChangeEntry } from "@/lib/admin/history/list-changes";
import { canRestore } from "@/lib/admin/history/restore-change";

/** The person's recorded changes, each with a Restore to the state before it (not a creation). */
export function PersonHistory({ entries }: { entries: ChangeEntry[] }) {
  return (
    <HistoryPanel
      entries={entries}
      renderActions={(entry) =>
        canRestore(entry) ? (
          <RestoreButton
            restore={restoreChangeAction}
            historyId={entry.id}
            label={entry.label}
            when={entry.createdAt}
            openRestored
          />
        ) : null
      }
    />
  );
}
