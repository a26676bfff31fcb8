import { refused } from "@/lib/admin/action-result";
import type { FieldErrors } from "@/lib/validation/field-errors";

/**
 * The refusal of input that did not parse: the spec's alert ('Error creating tag') followed by
 * what is wrong (each message names its field); `fixed` replaces the parser's problems.
 */
export const invalid = (alert: string, fixed?: FieldErrors) => (errors: FieldErrors) => {
  const problems = fixed ?? errors;
  return refused(`${alert}: ${Object.values(problems).join(" ")}`, problems);
};
