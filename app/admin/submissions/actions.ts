"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import type { ActionResult } from "@/lib/admin/action-result";
import { asAdmin } from "@/lib/admin/admin-action";
import { acceptSubmission, rejectSubmission } from "@/lib/admin/review-submission";

const reviewSchema = z.object({
  id: z.coerce
    .number("Unknown submission")
    .int("Unknown submission")
    .positive("Unknown submission"),
  decision: z.enum(["accept", "reject"], "Choose Accept or Reject"),
});

/** Accepts or rejects one submission of the review queue, and says what happened. */
export async function reviewSubmissionAction(
  _previous: ActionResult | null,
  formData: FormData,
): Promise<ActionResult> {
  return asAdmin(async (admin) => {
    const parsed = reviewSchema.safeParse({
      id: formData.get("id"),
      decision: formData.get("decision"),
    });
    if (!parsed.success) return { ok: false, message: `${parsed.error.issues[0].message}.` };
    const { id, decision } = parsed.data;
    const review = decision === "accept" ? acceptSubmission : rejectSubmission;
    const result = await review(admin, id);
    // The queue and the dashboard's new-count badge.
    revalidatePath("/admin/submissions");
    revalidatePath("/admin");
    return { ok: result.ok, message: result.message };
  });
}
