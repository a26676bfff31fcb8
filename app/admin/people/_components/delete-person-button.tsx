"use client";

import { useRef, useState, useTransition } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { ActionResult } from "@/lib/admin/action-result";
import { deletePersonAction } from "../actions";
import { buttonClass } from "@/components/ui/button";

type Props = { personId: number; version: number; name: string };

/**
 * 'Delete person', confirmed in a dialog ('Are you sure you want to delete "{name}"? This
 * action cannot be undone.'); on success the action goes on to the people list.
 */
export function DeletePersonButton({ personId, version, name }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [result, setResult] = useState<ActionResult | null>(null);
  const [pending, startTransition] = useTransition();
  const ready = useHydrated();

  function confirm() {
    startTransition(async () => {
      const answer = await deletePersonAction(personId, version);
      dialog.current?.close();
      setResult(answer);
    });
  }

  return (
    <>
      <button
        type="button"
        disabled={!ready}
        onClick={() => dialog.current?.showModal()}
        className={buttonClass.remove}
      >
        Delete person
      </button>
      {result && !result.ok && (
        <p role="alert" className="text-sm text-red-700">
          {result.message}
        </p>
      )}
      <dialog
        ref={dialog}
        aria-labelledby="delete-person-title"
        aria-describedby="delete-person-text"
        className="m-auto max-w-md rounded-lg p-6 shadow-xl backdrop:bg-slate-900/50"
      >
        <h2 id="delete-person-title" className="text-lg font-semibold text-slate-900">
          Delete Person?
        </h2>
        <p id="delete-person-text" className="mt-2 text-sm text-slate-700">
          Are you sure you want to delete &quot;{name}&quot;? This action cannot be undone.
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
    </>
  );
}
