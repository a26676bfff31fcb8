"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { buttonClass } from "@/components/ui/button";
import { useAction } from "@/components/ui/use-action";
import type { ActionResult } from "@/lib/admin/action-result";
import { formatDateTime } from "@/lib/domain/dates";

/** What a restore answers: on success, where the restored thing is now (null when nowhere). */
type Restored = ActionResult<{ href: string | null }>;

type Props = {
  historyId: number;
  /** The restore, handed down by the page (the history's own action). */
  restore: (historyId: number) => Promise<Restored>;
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
  const { result: answer, pending, run } = useAction<Restored>();
  const restore = () =>
    run(
      () => restoreChange(historyId),
      (result) => {
        setAsking(false);
        if (!result.ok) return;
        if (openRestored && result.href) router.push(result.href);
        router.refresh();
      },
    );
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
