import "server-only";
import type { AdminUser } from "@/lib/auth/admin-user";
import type { Db } from "@/lib/db/client";
import { violatedConstraint } from "@/lib/db/constraint";
import type { FieldErrors } from "@/lib/validation/field-errors";
import { adminWrite, type WriteOutcome } from "../admin-write";

/** What a tag page write answers: the spec's success, or its alert with the reason. */
export type TagResult =
  { ok: true; message: string } | { ok: false; message: string; errors?: FieldErrors };

/** Input a write refuses (thrown inside its transaction, so nothing it did is kept). */
export class TagRefusal extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

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
  write: (tx: Db) => Promise<WriteOutcome<TagResult>>,
): Promise<TagResult> {
  try {
    return await adminWrite(admin, write);
  } catch (error) {
    if (error instanceof TagRefusal) {
      return {
        ok: false,
        message: `${alert}: ${error.message}`,
        errors: error.field ? { [error.field]: error.message } : undefined,
      };
    }
    if (NAME_CONSTRAINTS.has(violatedConstraint(error) ?? "")) {
      const message = "this name was just taken by another change";
      return { ok: false, message: `${alert}: ${message}`, errors: { name: message } };
    }
    console.error(`${alert}:`, error);
    return { ok: false, message: alert };
  }
}

/** Answers `message` as a refusal naming the form's field `field`. */
export function refuse(message: string, field?: string): never {
  throw new TagRefusal(message, field);
}
