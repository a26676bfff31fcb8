"use client";

import { useActionState } from "react";
import type { ActionResult } from "@/lib/admin/action-result";

type Props = {
  shortname: string;
  published: boolean;
  action: (previous: ActionResult | null, formData: FormData) => Promise<ActionResult>;
  className: string;
};

/** Publish / Unpublish for a company, with the answer of the last attempt. */
export function PublishToggle({ shortname, published, action, className }: Props) {
  const [state, formAction, pending] = useActionState(action, null);
  return (
    <form action={formAction} className="flex items-center gap-2">
      <input type="hidden" name="shortname" value={shortname} />
      <input type="hidden" name="published" value={String(!published)} />
      <button type="submit" disabled={pending} className={className}>
        {published ? "Unpublish" : "Publish"}
      </button>
      <p
        role="status"
        className={`text-sm ${state?.ok === false ? "text-red-700" : "text-slate-600"}`}
      >
        {pending ? "Saving..." : (state?.message ?? "")}
      </p>
    </form>
  );
}
