"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { buttonClass } from "@/components/ui/button";
import { formatDateTime } from "@/lib/domain/dates";

/** The server action restoring one recorded change (answers where the restored thing is now). */
export type RestoreChange = (
  historyId: number,
) => Promise<{ ok: boolean; message: string; href?: string | null }>;

type Props = {
  historyId: number;
  /** The restore, handed down by the page (the history's own action). */
  restore: RestoreChange;
  /** The thing changed, for the question. */
  label: string;
  /** When the change was made (ISO). */
  when: string;
  /** Open the restored thing's edit page afterwards (its shortname may have changed). */
  openRestored?: boolean;
};

/** Restores a thing to its state before one recorded change, once confirmed, and says how it went. */
export function RestoreButton({
  historyId,
  restore: restoreChange,
  label,
  when,
  openRestored = false,
}: Props) {
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null);
  const [pending, startTransition] = useTransition();
  const restore = () =>
    startTransition(async () => {
      const result = await restoreChange(historyId);
      setAsking(false);
      setAnswer(result);
      if (!result.ok) return;
      const href = "href" in result ? result.href : null;
      if (openRestored && href) router.push(href);
      router.refresh();
    });
  return (
    <span className="flex flex-col items-end gap-1">
      <button
        type="button"
        className={buttonClass.small}
        disabled={pending}
        onClick={() => setAsking(true)}
      >
        {pending ? "Restoring…" : "Restore"}
        <span className="sr-only"> the state before the change of {formatDateTime(when)}</span>
      </button>
      {answer && (
        <span
          role={answer.ok ? "status" : "alert"}
          className={`text-xs ${answer.ok ? "text-green-800" : "text-red-700"}`}
        >
          {answer.message}
        </span>
      )}
      <ConfirmDialog
        title="Restore this change?"
        open={asking}
        busy={pending}
        confirmLabel="Restore"
        onConfirm={restore}
        onCancel={() => setAsking(false)}
      >
        <p>
          {label} goes back to its state before the change of {formatDateTime(when)}. The restore is
          itself recorded in the history.
        </p>
      </ConfirmDialog>
    </span>
  );
}
