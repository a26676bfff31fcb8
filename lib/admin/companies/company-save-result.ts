import "server-only";
import { CompanyInputError } from "@/lib/companies/company-input-error";
import { problemsOf, type FieldErrors } from "@/lib/validation/field-errors";

/** What a company save answers: the saved company, or why nothing was saved. */
export type CompanySaveResult =
  | { ok: true; message: string; id: number; name: string; shortname: string }
  | { ok: false; message: string; problems: string[]; fieldErrors: FieldErrors };

/** The answer of a save that worked. */
export const savedCompany = (company: { id: number; name: string; shortname: string }) =>
  ({ ok: true, message: `Saved ${company.name}.`, ...company }) as const;

/** A refusal naming the fields at fault. */
export function invalidCompany(fieldErrors: FieldErrors): CompanySaveResult {
  const problems = problemsOf(fieldErrors);
  return { ok: false, message: problems.join(" "), problems, fieldErrors };
}

/** A refusal without a field (a conflict, a company that is gone). */
export const refusedCompany = (message: string): CompanySaveResult => ({
  ok: false,
  message,
  problems: [message],
  fieldErrors: {},
});

/**
 * The answer for an error thrown by a save (its transaction is rolled back): input the
 * database refused names its field; anything else is logged and answered with the spec's
 * message ('An error occurred while creating the organization' / '... updating ...').
 */
export function failedCompanySave(
  error: unknown,
  verb: "creating" | "updating",
): CompanySaveResult {
  if (error instanceof CompanyInputError) return invalidCompany({ [error.path]: error.message });
  console.error(`Company save failed (${verb}):`, error);
  return refusedCompany(`An error occurred while ${verb} the organization`);
}
