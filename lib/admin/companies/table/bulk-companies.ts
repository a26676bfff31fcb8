import "server-only";
import type { AdminUser } from "@/lib/auth/admin-user";
import type { Db } from "@/lib/db/client";
import { companiesCount } from "@/lib/domain/bulk-change";
import { refuse } from "@/lib/validation/refusal";
import type { ActionResult } from "../../action-result";
import { answeredWrite } from "../../admin-write";
import { applyBulkChange, lockTagName, type BulkChange } from "./bulk-changes";
import { bulkRecord, bulkSentence, type BulkEntry } from "./bulk-record";
import { lockBulkTargets, type BulkTarget } from "./bulk-targets";

/** A bulk action's answer: what it did, and the ticked ids it skipped (deleted meanwhile). */
export type BulkResult = ActionResult<{ skipped: number[] }>;

// A delete goes ahead only when the typed count is the number of companies it deletes: the
// rows ticked, or every company the filters keep now (if that changed, the curator sees why).
function refuseWrongCount(change: BulkChange, target: BulkTarget, found: number) {
  if (change.kind !== "delete") return;
  const expected = "ids" in target ? target.ids.length : found;
  if (change.confirm === expected) return;
  refuse(
    "ids" in target
      ? `Type ${expected} to delete the ${companiesCount(expected)} selected. Nothing was deleted.`
      : `${companiesCount(found)} match these filters now: type ${found} to delete them. Nothing was deleted.`,
    "confirm",
  );
}

async function bulkWrite(tx: Db, target: BulkTarget, change: BulkChange) {
  const tagName =
    change.kind === "apply-tag" || change.kind === "remove-tag"
      ? await lockTagName(tx, change.tagId)
      : undefined;
  const { companies, skipped } = await lockBulkTargets(tx, target);
  refuseWrongCount(change, target, companies.length);
  const changedIds = new Set(
    await applyBulkChange(
      tx,
      change,
      companies.map((company) => company.id),
    ),
  );
  const changed = companies.filter((company) => changedIds.has(company.id));
  const entry: BulkEntry = { change: change.kind, tag: tagName, companies: changed, skipped };
  return {
    result: {
      ok: true as const,
      message: bulkSentence(entry, companies.length - changed.length),
      skipped,
    },
    change: { companies: changed.map((company) => company.shortname) },
    // A bulk action that changed nothing (all already published...) leaves no history entry.
    history: changed.length > 0 ? [bulkRecord(entry)] : [],
  };
}

/**
 * Applies one change (publish, unpublish, apply or remove a tag, delete) to the ticked
 * companies or to every company the filters keep, re-read inside the one transaction: all of
 * it happens, with one history entry listing the companies, or none of it does.
 */
export async function bulkChangeCompanies(
  admin: AdminUser,
  target: BulkTarget,
  change: BulkChange,
): Promise<BulkResult> {
  const failure = {
    failed: "An error occurred while changing the companies. Nothing was changed.",
    context: `Bulk ${change.kind} of companies failed`,
  };
  return answeredWrite<BulkResult>(admin, failure, (tx) => bulkWrite(tx, target, change));
}
