import "server-only";
import type { AdminUser } from "@/lib/auth/admin-user";
import type { Db } from "@/lib/db/client";
import { changeHistory } from "@/lib/db/schema";
import { insertMany } from "@/lib/db/sql-arrays";
import type { HistoryAction, HistoryEntityType } from "@/lib/domain/constants";

/**
 * One change to one thing: its state before (null for a create) and after (null for a
 * delete), as plain JSON, so that the history can show which fields moved and undo it.
 */
export type HistoryRecord = {
  entityType: HistoryEntityType;
  entityId: number;
  label: string;
  action: HistoryAction;
  before: unknown;
  after: unknown;
  /** The batch import this change was part of. */
  batchId?: number;
};

/**
 * A save's entry in the history: the create (`before` null) or the update of one thing, from
 * its pictures before and after; none when the save changed nothing the picture shows.
 */
export function savedRecords(
  thing: Pick<HistoryRecord, "entityType" | "entityId" | "label">,
  before: unknown,
  after: unknown,
): HistoryRecord[] {
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  return [{ ...thing, action: before === null ? "create" : "update", before, after }];
}

/** Stores `records` as done by `admin`, inside the write's transaction `tx`. */
export async function recordChanges(tx: Db, admin: AdminUser, records: HistoryRecord[]) {
  await insertMany(
    tx,
    changeHistory,
    records.map((record) => ({
      admin_email: admin.email,
      entity_type: record.entityType,
      entity_id: record.entityId,
      entity_label: record.label,
      action: record.action,
      before: record.before ?? null,
      after: record.after ?? null,
      batch_id: record.batchId ?? null,
    })),
  );
}
