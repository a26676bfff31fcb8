import type { TagResult } from "@/lib/admin/tags/tag-write";
import { problemsOf, type FieldErrors } from "@/lib/validation/field-errors";

/** The spec's alert for input that did not parse, followed by what is wrong with it. */
export function invalid(alert: string, errors: FieldErrors): TagResult {
  return { ok: false, message: `${alert}: ${problemsOf(errors).join(" ")}`, errors };
}
