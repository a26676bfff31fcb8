import { HistoryPanel } from "@/components/admin/history/history-panel";
import { restoreControl } from "@/app/admin/history/restore-control";
import type { ChangeEntry } from "@/lib/admin/history/list-changes";

/** The person's recorded changes, each with a Restore to the state before it (not a creation). */
export function PersonHistory({ entries }: { entries: ChangeEntry[] }) {
  return <HistoryPanel entries={entries} renderActions={(entry) => restoreControl(entry, true)} />;
}
