"use client";

import { useEffect, useId, useRef, type ReactNode } from "react";
import { Button } from "./button";
import { trapTab } from "./focus-trap";

type Props = {
  title: string;
  open: boolean;
  busy: boolean;
  /** The confirming button's words ('Delete', 'Yes', 'Merge', 'Restore'). */
  confirmLabel?: string;
  /** The confirming button's words while the action runs. */
  busyLabel?: string;
  /** Holds the confirming button back (a name not yet typed back). */
  confirmDisabled?: boolean;
  /** The title's look: red for a question that destroys. */
  tone?: "plain" | "danger";
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
};

/**
 * A modal question before a delete, a merge or a restore: Cancel, or the confirming button.
 * Tab stays inside it, Escape closes it, and the focus goes back where it was when it opened.
 */
export function ConfirmDialog({
  title,
  open,
  busy,
  confirmLabel = "Delete",
  busyLabel = "Working…",
  confirmDisabled = false,
  tone = "plain",
  onConfirm,
  onCancel,
  children,
}: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const id = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement as HTMLElement | null;
      element.showModal();
    }
    if (!open && element.open) element.close();
  }, [open]);

  function onKeyDown(event: React.KeyboardEvent<HTMLDialogElement>) {
    if (event.key === "Tab" && dialog.current && trapTab(dialog.current, event.shiftKey)) {
      event.preventDefault();
    }
  }

  // The dialog closes by Escape, by Cancel, or when its owner says so: each gives the focus back.
  function onClose() {
    opener.current?.focus();
    opener.current = null;
    if (open) onCancel();
  }

  return (
    <dialog
      ref={dialog}
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onClose={onClose}
      onKeyDown={onKeyDown}
      className="m-auto w-full max-w-md rounded-lg p-6 shadow-xl backdrop:bg-slate-900/50"
    >
      <h2
        id={`${id}-title`}
        className={`text-lg font-semibold ${tone === "danger" ? "text-red-800" : "text-slate-900"}`}
      >
        {title}
      </h2>
      <div id={`${id}-text`} className="mt-2 space-y-3 text-sm text-slate-700">
        {children}
      </div>
      <div className="mt-6 flex justify-end gap-3">
        <Button autoFocus onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="danger" disabled={busy || confirmDisabled} onClick={onConfirm}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}
