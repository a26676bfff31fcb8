import { RestoreButton } from "@/components/admin/history/restore-button";
import type { ChangeEntry } from "@/lib/admin/history/list-changes";
import { canRestore } from "@/lib/admin/history/restore-change";
import { restoreChangeAction } from "./actions";

/**
 * The Restore button of a recorded change that can be undone (not a creation), wired to the
 * history's restore action; `openRestored` opens the restored row's page afterwards.
 */
export function restoreControl(entry: ChangeEntry, openRestored = false) {
  if (!canRestore(entry)) return null;
  return (
    <RestoreButton
      restore={restoreChangeAction}
      historyId={entry.id}
      label={entry.label}
      when={entry.createdAt}
      openRestored={openRestored}
    />
  );
}
