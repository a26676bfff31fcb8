import "server-only";
import { problemsOf, type FieldErrors } from "@/lib/validation/field-errors";
import { failedWrite, refused, type ActionResult } from "../action-result";

/** What a company save answers: the saved company, or why nothing was saved. */
export type CompanySaved = ActionResult<{ id: number; name: string; shortname: string }>;

/** The answer of a save that worked. */
export const savedCompany = (company: { id: number; name: string; shortname: string }) =>
  ({ ok: true, message: `Saved ${company.name}.`, ...company }) as const;

/** A refusal naming the fields at fault, each problem in a sentence naming its field. */
export const invalidCompany = (errors: FieldErrors) =>
  refused(problemsOf(errors).join(" "), errors);

/**
 * The answer for an error thrown by a save (its transaction is rolled back): input the
 * database refused names its field; anything else is logged and answered with the spec's
 * message ('An error occurred while creating the organization' / '... updating ...').
 */
export function failedCompanySave(error: unknown, verb: "creating" | "updating"): CompanySaved {
  const answer = failedWrite(
    error,
    `An error occurred while ${verb} the organization`,
    `Company save failed (${verb})`,
  );
  return answer.errors ? invalidCompany(answer.errors) : answer;
}
