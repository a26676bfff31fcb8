import "server-only";
import type { AdminUser } from "@/lib/auth/admin-user";
import type { Db } from "@/lib/db/client";
import { violatedConstraint } from "@/lib/db/constraint";
import { Refusal } from "@/lib/validation/refusal";
import { refused, type ActionResult } from "../action-result";
import { adminWrite, type WriteOutcome } from "../admin-write";

// The database's own guards on names (a tag's per category, a category's): the writes check
// names case-insensitively first, under a lock, so these only catch what the checks missed.
const NAME_CONSTRAINTS = new Set(["tag_category_name_key", "tag_category_name_unique"]);

/**
 * Runs a tag page write through adminWrite; a refusal is answered as `alert` (the spec's
 * 'Error creating tag'...) followed by the reason, an unexpected failure as `alert` alone.
 */
export async function tagWrite(
  admin: AdminUser,
  alert: string,
  write: (tx: Db) => Promise<WriteOutcome<ActionResult>>,
): Promise<ActionResult> {
  try {
    return await adminWrite(admin, write);
  } catch (error) {
    if (error instanceof Refusal) return refused(`${alert}: ${error.message}`, error.errors);
    if (NAME_CONSTRAINTS.has(violatedConstraint(error) ?? "")) {
      const message = "this name was just taken by another change";
      return refused(`${alert}: ${message}`, { name: message });
    }
    console.error(`${alert}:`, error);
    return refused(alert);
  }
}
