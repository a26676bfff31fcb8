import "server-only";
import { eq } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import { getDb } from "@/lib/db/client";
import { changeHistory } from "@/lib/db/schema";
import type { HistoryAction, HistoryEntityType } from "@/lib/domain/constants";
import { HISTORY_ENTITY_LABELS } from "@/lib/domain/history-labels";
import { restoreCompany } from "../companies/restore-company";
import { restoreHeadline } from "../headlines/restore-headline";
import { restorePerson } from "../people/restore-person";
import { restoreCategory } from "../tags/restore-category";
import { restoreTag } from "../tags/restore-tag";
import type { ChangeEntry } from "./list-changes";
import { canRestoreAction, type Restored } from "./restore-write";

type Restore = (admin: AdminUser, historyId: number) => Promise<Restored>;

// The restore of each kind of thing; a kind missing here has no Restore.
const RESTORES: Partial<Record<HistoryEntityType, Restore>> = {
  company: restoreCompany,
  headline: restoreHeadline,
  person: restorePerson,
  tag: restoreTag,
  tag_category: restoreCategory,
};

// A merge of two people is undone by restoring it (the removed person comes back by id).
const MERGES_RESTORABLE: readonly HistoryEntityType[] = ["person"];

/** Whether the history shows a Restore for this change. */
export const canRestore = (entry: Pick<ChangeEntry, "entityType" | "action" | "before">) =>
  entry.entityType in RESTORES &&
  (canRestoreAction(entry.action, entry.before) ||
    (entry.action === ("merge" satisfies HistoryAction) &&
      MERGES_RESTORABLE.includes(entry.entityType)));

/**
 * Restores the thing changed by recorded change `historyId` to its state before it, through
 * the restore of its kind (found by the entry's entity type); refuses kinds that have none.
 */
export async function restoreChange(admin: AdminUser, historyId: number): Promise<Restored> {
  let entry: { entityType: string } | undefined;
  try {
    const db = await getDb();
    [entry] = await db
      .select({ entityType: changeHistory.entity_type })
      .from(changeHistory)
      .where(eq(changeHistory.id, historyId));
  } catch (error) {
    console.error(`Reading change ${historyId} to restore failed:`, error);
    return { ok: false, message: "An error occurred while restoring the change" };
  }
  if (!entry) return { ok: false, message: "That change is not in the history." };
  const type = entry.entityType as HistoryEntityType;
  const restore = RESTORES[type];
  if (!restore) {
    return { ok: false, message: `${HISTORY_ENTITY_LABELS[type]} changes cannot be restored.` };
  }
  return restore(admin, historyId);
}
