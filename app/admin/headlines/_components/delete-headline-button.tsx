"use client";

import { useRouter } from "next/navigation";
import { useRef, useState, useTransition } from "react";
import { buttonClass } from "@/components/ui/button";
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
  const dialog = useRef<HTMLDialogElement>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const ready = useHydrated();
  const router = useRouter();

  function confirm() {
    startTransition(async () => {
      const answer = await deleteHeadlineAction(headlineId, version);
      dialog.current?.close();
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
        onClick={() => dialog.current?.showModal()}
        className={buttonClass.danger}
      >
        Delete Unpublished Headline
      </button>
      {message && (
        <p role="alert" className="text-sm text-red-700">
          {message}
        </p>
      )}
      <dialog
        ref={dialog}
        aria-labelledby="delete-headline-title"
        aria-describedby="delete-headline-text"
        className="m-auto max-w-md rounded-lg p-6 shadow-xl backdrop:bg-slate-900/50"
      >
        <h2 id="delete-headline-title" className="text-lg font-semibold text-slate-900">
          Delete Headline?
        </h2>
        <p id="delete-headline-text" className="mt-2 text-sm text-slate-700">
          Are you sure you want to delete this unpublished headline? This action cannot be undone.
        </p>
        <div className="mt-6 flex justify-end gap-3">
          <button
            type="button"
            autoFocus
            onClick={() => dialog.current?.close()}
            className={buttonClass.secondary}
          >
            Cancel
          </button>
          <button type="button" disabled={pending} onClick={confirm} className={buttonClass.danger}>
            {pending ? "Deleting…" : "Yes"}
          </button>
        </div>
      </dialog>
    </div>
  );
}
