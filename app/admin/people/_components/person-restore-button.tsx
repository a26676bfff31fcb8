"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { buttonClass } from "@/components/admin/form/fields";
import { restorePersonAction } from "../merge-actions";

/** Restores the person to their state before one recorded change, then shows the result. */
export function PersonRestoreButton({ historyId, when }: { historyId: number; when: string }) {
  const router = useRouter();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [pending, startTransition] = useTransition();
  const restore = () =>
    startTransition(async () => {
      const answer = await restorePersonAction(historyId);
      setMessage({ ok: answer.ok, text: answer.message });
      if (!answer.ok) return;
      if ("personId" in answer && answer.personId !== undefined) {
        router.push(`/admin/people/${answer.personId}/edit`);
      }
      router.refresh();
    });
  return (
    <span>
      <button type="button" className={buttonClass.small} disabled={pending} onClick={restore}>
        {pending ? "Restoring…" : "Restore"}
        <span className="sr-only"> the state before the change of {when}</span>
      </button>
      {message && (
        <span
          role={message.ok ? "status" : "alert"}
          className={`ml-2 text-xs ${message.ok ? "text-green-800" : "text-red-700"}`}
        >
          {message.text}
        </span>
      )}
    </span>
  );
}
