"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { buttonClass } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useHydrated } from "@/components/ui/use-hydrated";
import { headlineEditPath } from "@/lib/domain/headline-review";
import { deleteHeadlineAction } from "../actions";

/**
 * 'Delete Unpublished Headline', confirmed in a dialog; afterwards the next unpublished
 * headline's edit page, else the previous one, else the unpublished list.
 */
export function DeleteHeadlineButton({
  headlineId,
  version,
}: {
  headlineId: number;
  version: number;
}) {
  const [asking, setAsking] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const ready = useHydrated();
  const router = useRouter();

  function confirm() {
    startTransition(async () => {
      const answer = await deleteHeadlineAction(headlineId, version);
      setAsking(false);
      if (!answer.ok) return setMessage(answer.message);
      const next = "nextUnpublished" in answer ? answer.nextUnpublished : null;
      router.push(next ? headlineEditPath(next, "unpublished") : "/admin/headlines/unpublished");
    });
  }

  return (
    <div className="flex flex-col items-end gap-1">
      <button
        type="button"
        disabled={!ready}
        onClick={() => setAsking(true)}
        className={buttonClass.danger}
      >
        Delete Unpublished Headline
      </button>
      {message && (
        <p role="alert" className="text-sm text-red-700">
          {message}
        </p>
      )}
      <ConfirmDialog
        title="Delete Headline?"
        open={asking}
        busy={pending}
        confirmLabel="Yes"
        busyLabel="Deleting…"
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      >
        <p>
          Are you sure you want to delete this unpublished headline? This action cannot be undone.
        </p>
      </ConfirmDialog>
    </div>
  );
}
