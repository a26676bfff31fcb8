"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { buttonClass } from "@/components/admin/form/fields";
import { restoreCompanyAction } from "../actions";

/** Restores the company to its state before one recorded change, then shows the result. */
export function RestoreButton({ historyId, when }: { historyId: number; when: string }) {
  const router = useRouter();
  const [problem, setProblem] = useState("");
  const [pending, startTransition] = useTransition();
  const restore = () =>
    startTransition(async () => {
      const answer = await restoreCompanyAction(historyId);
      if (!answer.ok) return setProblem(answer.message);
      setProblem("");
      if ("shortname" in answer) router.push(`/admin/organizations/${answer.shortname}/edit`);
      router.refresh();
    });
  return (
    <span>
      <button type="button" className={buttonClass.small} disabled={pending} onClick={restore}>
        {pending ? "Restoring…" : "Restore"}
        <span className="sr-only"> the state before the change of {when}</span>
      </button>
      {problem && (
        <span role="alert" className="ml-2 text-xs text-red-700">
          {problem}
        </span>
      )}
    </span>
  );
}
