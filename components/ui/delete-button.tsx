"use client";

import { useState, type ReactNode } from "react";
import { AlertText, refusalOf } from "./alert-text";
import type { ActionResult } from "@/lib/admin/action-result";
import { buttonClass, type ButtonVariant } from "./button";
import { ConfirmDialog } from "./confirm-dialog";
import { useAction } from "./use-action";
import { useHydrated } from "./use-hydrated";

type Props = {
  /** The button's words ('Delete person'). */
  label: string;
  variant?: ButtonVariant;
  /** The dialog's title ('Delete Person?') and its question, in the spec's words. */
  title: string;
  children: ReactNode;
  /** Deletes; what it answers, when refused, is shown under the button. */
  onDelete: () => Promise<ActionResult>;
  className?: string;
};

/**
 * A delete button that asks first: 'Yes' in the dialog runs the deletion ('Deleting…' while
 * it runs), a refusal stays under the button. Disabled until React has hydrated.
 */
export function DeleteButton({
  label,
  variant = "danger",
  title,
  children,
  onDelete,
  className,
}: Props) {
  const [asking, setAsking] = useState(false);
  const { result, pending, run } = useAction<ActionResult>();
  const ready = useHydrated();

  const confirm = () => run(onDelete, () => setAsking(false));

  return (
    <div className={className}>
      <button
        type="button"
        disabled={!ready}
        onClick={() => setAsking(true)}
        className={buttonClass[variant]}
      >
        {label}
      </button>
      <AlertText>{refusalOf(result)}</AlertText>
      <ConfirmDialog
        title={title}
        open={asking}
        busy={pending}
        confirmLabel="Yes"
        busyLabel="Deleting…"
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      >
        {children}
      </ConfirmDialog>
    </div>
  );
}
