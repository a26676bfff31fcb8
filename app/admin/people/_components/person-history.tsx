import { HistoryPanel } from "@/components/admin/history/history-panel";
import type { ChangeEntry } from "@/lib/admin/history/list-changes";
import { PersonRestoreButton } from "./person-restore-button";

/** The person's recorded changes, each with a Restore to the state before it (not a creation). */
export function PersonHistory({ entries }: { entries: ChangeEntry[] }) {
  return (
    <HistoryPanel
      entries={entries}
      renderActions={(entry) =>
        entry.before ? <PersonRestoreButton historyId={entry.id} when={entry.createdAt} /> : null
      }
    />
  );
}
