"use client";

import { useActionState } from "react";
import { buttonClass } from "@/components/ui/button";
import type { ActionResult } from "@/lib/admin/action-result";
import type { SubmissionKind } from "@/lib/validation/submission";
import { reviewSubmissionAction } from "../actions";
import { useReviewNotice } from "./review-notices";

type Props = { id: number; kind: SubmissionKind; title: string; reviewable: boolean };

/**
 * Accept / Reject (Mark handled / Reject for a contact message) for a new submission, and
 * the answer of the last attempt. It stays mounted once the row is reviewed, so that the
 * answer remains next to the row after the list refreshes.
 */
export function ReviewForm({ id, kind, title, reviewable }: Props) {
  const notify = useReviewNotice();
  const [state, formAction, pending] = useActionState(
    async (previous: ActionResult | null, formData: FormData) => {
      const result = await reviewSubmissionAction(previous, formData);
      notify({ ...result, id, title });
      return result;
    },
    null,
  );
  const subject = `${kind} submission ${title}`;
  const decisions = [
    {
      value: "accept",
      label: kind === "contact" ? "Mark handled" : "Accept",
      look: buttonClass.primary,
    },
    {
      value: "reject",
      label: "Reject",
      look: buttonClass.remove,
    },
  ];
  return (
    <div className="flex flex-wrap items-center gap-3">
      {/* One small form per button: each posts its own decision, without relying on the submitter. */}
      {reviewable &&
        decisions.map((decision) => (
          <form key={decision.value} action={formAction}>
            <input type="hidden" name="id" value={id} />
            <input type="hidden" name="decision" value={decision.value} />
            <button
              type="submit"
              disabled={pending}
              aria-label={`${decision.label} ${subject}`}
              className={decision.look}
            >
              {decision.label}
            </button>
          </form>
        ))}
      <p role="status" className={`text-sm ${state?.ok ? "text-green-800" : "text-red-700"}`}>
        {pending ? "Saving..." : state?.message}
      </p>
    </div>
  );
}
