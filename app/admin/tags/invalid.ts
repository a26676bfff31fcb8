import type { TagResult } from "@/lib/admin/tags/tag-write";
import type { FieldErrors } from "@/lib/validation/field-errors";

/** The spec's alert for input that did not parse, followed by what is wrong (each message names its field). */
export function invalid(alert: string, errors: FieldErrors): TagResult {
  return { ok: false, message: `${alert}: ${Object.values(errors).join(" ")}`, errors };
}
