"use server";

import { headers } from "next/headers";
import { clientIp } from "@/lib/http/client-ip";
import type { FormState } from "@/lib/submissions/form-state";
import { submitForm } from "@/lib/submissions/submit-form";
import type { SubmissionKind } from "@/lib/validation/submission";

// Public endpoints by design: anyone may submit. Validation, the honeypot and the per-address
// rate limit live in submitForm.

async function submit(kind: SubmissionKind, formData: FormData) {
  return submitForm(kind, formData, clientIp(await headers()));
}

export async function submitCompanyAction(_state: FormState, formData: FormData) {
  return submit("company", formData);
}

export async function submitHeadlineAction(_state: FormState, formData: FormData) {
  return submit("headline", formData);
}

export async function submitContactAction(_state: FormState, formData: FormData) {
  return submit("contact", formData);
}
