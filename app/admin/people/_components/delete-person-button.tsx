"use client";

import { useState, useTransition } from "react";
import { buttonClass } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { ActionResult } from "@/lib/admin/action-result";
import { deletePersonAction } from "../actions";

type Props = { personId: number; version: number; name: string };

/**
 * 'Delete person', confirmed in a dialog ('Are you sure you want to delete "{name}"? This
 * action cannot be undone.'); on success the action goes on to the people list.
 */
export function DeletePersonButton({ personId, version, name }: Props) {
  const [asking, setAsking] = useState(false);
  const [result, setResult] = useState<ActionResult | null>(null);
  const [pending, startTransition] = useTransition();
  const ready = useHydrated();

  function confirm() {
    startTransition(async () => {
      const answer = await deletePersonAction(personId, version);
      setAsking(false);
      setResult(answer);
    });
  }

  return (
    <>
      <button
        type="button"
        disabled={!ready}
        onClick={() => setAsking(true)}
        className={buttonClass.remove}
      >
        Delete person
      </button>
      {result && !result.ok && (
        <p role="alert" className="text-sm text-red-700">
          {result.message}
        </p>
      )}
      <ConfirmDialog
        title="Delete Person?"
        open={asking}
        busy={pending}
        confirmLabel="Yes"
        busyLabel="Deleting…"
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      >
        <p>Are you sure you want to delete &quot;{name}&quot;? This action cannot be undone.</p>
      </ConfirmDialog>
    </>
  );
}
