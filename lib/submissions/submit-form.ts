import { getDb } from "@/lib/db/client";
import { SUBMISSION_SCHEMAS, type SubmissionKind } from "@/lib/validation/submission";
import { HONEYPOT_FIELD, type FormState } from "./form-state";
import { storeSubmission } from "./store-submission";

/** The text fields of a form post, without Next's own action fields and the honeypot. */
function typedValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of formData) {
    if (typeof value === "string" && !name.startsWith("$") && name !== HONEYPOT_FIELD) {
      values[name] = value;
    }
  }
  return values;
}

/**
 * Validates a community form post and stores it as a new submission. A filled-in honeypot
 * gets the thank-you answer and stores nothing; an address over the rate limit stores nothing.
 */
export async function submitForm(
  kind: SubmissionKind,
  formData: FormData,
  ip: string,
): Promise<FormState> {
  const values = typedValues(formData);
  const honeypot = formData.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim())
    return { status: "sent", errors: {}, values: {} };

  const parsed = SUBMISSION_SCHEMAS[kind].safeParse(values);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    return {
      status: "invalid",
      message: "Please correct the fields marked below.",
      errors,
      values,
    };
  }

  try {
    const result = await storeSubmission(await getDb(), { kind, payload: parsed.data, ip });
    if (!result.stored) {
      const minutes = result.retryMinutes === 1 ? "1 minute" : `${result.retryMinutes} minutes`;
      const message = `Too many submissions from your address. Please try again in ${minutes}.`;
      return { status: "limited", message, errors: {}, values };
    }
  } catch (error) {
    console.error(`Storing a ${kind} submission failed: ${(error as Error).message}`);
    const message = "Your submission could not be saved. Please try again in a moment.";
    return { status: "failed", message, errors: {}, values };
  }
  return { status: "sent", errors: {}, values: {} };
}
