"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { refused } from "@/lib/admin/action-result";
import { adminAction, arg } from "@/lib/admin/admin-action";
import { acceptSubmission, rejectSubmission } from "@/lib/admin/review-submission";
import { firstProblem, formDataOf } from "@/lib/validation/form-data";

const reviewSchema = z.object({
  id: z.coerce
    .number("Unknown submission")
    .int("Unknown submission")
    .positive("Unknown submission"),
  decision: z.enum(["accept", "reject"], "Choose Accept or Reject"),
});

/** Accepts or rejects one submission of the review queue (a form), and says what happened. */
export const reviewSubmissionAction = adminAction(
  [arg(z.unknown(), ""), arg(formDataOf(reviewSchema), (errors) => refused(firstProblem(errors)))],
  async (admin, _previous, { id, decision }) => {
    const review = decision === "accept" ? acceptSubmission : rejectSubmission;
    const result = await review(admin, id);
    // The queue and the dashboard's new-count badge.
    revalidatePath("/admin/submissions");
    revalidatePath("/admin");
    return result.ok ? { ok: true, message: result.message } : result;
  },
);
