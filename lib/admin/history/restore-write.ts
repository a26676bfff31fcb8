import "server-only";
import { eq } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import type { Db } from "@/lib/db/client";
import { changeHistory } from "@/lib/db/schema";
import type { HistoryAction, HistoryEntityType } from "@/lib/domain/constants";
import { HISTORY_ACTION_LABELS } from "@/lib/domain/history-labels";
import { refuse } from "@/lib/validation/refusal";
import type { ActionResult } from "../action-result";
import { answeredWrite, type WriteOutcome } from "../admin-write";

/** What a restore answers: what came back and where it is edited, or why nothing changed. */
export type Restored = ActionResult<{ href: string | null }>;

/** The recorded change a restore goes back before: the thing's id and its state then. */
export type RestorableEntry = { entityId: number; before: unknown };

// Changes that left a state to go back to; a create had none, a merge or an import is undone
// by other means.
const RESTORABLE_ACTIONS: readonly HistoryAction[] = ["update", "delete", "restore"];

/** Whether a recorded change of a thing can be restored (the Restore buttons' rule). */
export const canRestoreAction = (action: HistoryAction, before: unknown) =>
  RESTORABLE_ACTIONS.includes(action) && before !== null;

/** The refusal for a change whose history entry lacks part of the thing (an older, partial record). */
export const incompleteRecord = (what: string): never =>
  refuse(`That change did not record the whole ${what}, so it cannot be restored.`);

/**
 * Runs the restore of recorded change `historyId` of a `what` (its `entityType`) through
 * adminWrite: `restore` gets the entry and brings the thing, found by its id, back to the
 * state before it, recording that as a 'restore' change. A missing entry, a create (no earlier
 * state) or a refusal changes nothing and says why.
 */
export async function restoreWrite(
  admin: AdminUser,
  historyId: number,
  entityType: HistoryEntityType,
  what: string,
  restore: (tx: Db, entry: RestorableEntry) => Promise<WriteOutcome<Restored>>,
): Promise<Restored> {
  const failure = {
    failed: `An error occurred while restoring the ${what}`,
    context: `Restoring change ${historyId} (${entityType}) failed`,
  };
  return answeredWrite(admin, failure, async (tx) =>
    restore(tx, await restorableEntry(tx, historyId, entityType, what)),
  );
}

// Recorded change `historyId` of a `what`; refused when it is not one, or left no state to go
// back to.
async function restorableEntry(
  tx: Db,
  historyId: number,
  entityType: HistoryEntityType,
  what: string,
): Promise<RestorableEntry> {
  const [entry] = await tx
    .select({
      entityType: changeHistory.entity_type,
      entityId: changeHistory.entity_id,
      action: changeHistory.action,
      before: changeHistory.before,
    })
    .from(changeHistory)
    .where(eq(changeHistory.id, historyId));
  if (!entry || entry.entityType !== entityType) {
    refuse("That change is not in the history.");
  }
  const action = entry.action as HistoryAction;
  if (action === "create") {
    refuse(`That change created the ${what}: there is no earlier state.`);
  }
  if (action === "restore" && entry.before === null) {
    refuse(`That change brought the ${what} back: there is no earlier state.`);
  }
  if (!canRestoreAction(action, entry.before)) {
    refuse(`That change (${HISTORY_ACTION_LABELS[action].toLowerCase()}) cannot be restored.`);
  }
  return { entityId: entry.entityId, before: entry.before };
}
