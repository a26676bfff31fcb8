import "server-only";
import type { FieldErrors } from "@/lib/validation/field-errors";
import { Refusal } from "@/lib/validation/refusal";

/**
 * A refused action: the sentence to show, what is wrong with each field of a form, and for
 * some tools a detail under the sentence ('Failed to save template' / the reason).
 */
export type Refused = { ok: false; message: string; errors?: FieldErrors; detail?: string };

/**
 * What every admin action and write answers: `ok` tells a success, with the sentence saying
 * what happened and what it carries (`Done`), from a refusal.
 */
export type ActionResult<Done extends object = object> =
  ({ ok: true; message: string } & Done) | Refused;

/** A refusal saying `message`, with the problem of each field when a form sent them. */
export const refused = (message: string, errors?: FieldErrors): Refused =>
  errors ? { ok: false, message, errors } : { ok: false, message };

/**
 * The answer for an error thrown by a write (its transaction is rolled back): a Refusal is
 * answered in its own words; anything else is logged under `context` and answered as `failed`.
 */
export function failedWrite(error: unknown, failed: string, context: string): Refused {
  if (error instanceof Refusal) return refused(error.message, error.errors);
  console.error(`${context}:`, error);
  return refused(failed);
}
