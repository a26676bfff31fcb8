"use client";

import { useEffect, useRef, type ReactNode } from "react";
import { buttonClass } from "@/components/ui/button";

type Props = {
  title: string;
  open: boolean;
  busy: boolean;
  confirmLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  children: ReactNode;
};

/** A modal question before a delete, a merge or a restore: Cancel, or the confirming button. */
export function ConfirmDialog({
  title,
  open,
  busy,
  confirmLabel = "Delete",
  onConfirm,
  onCancel,
  children,
}: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
    if (!open && dialog.current?.open) dialog.current.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      aria-label={title}
      onClose={onCancel}
      className="m-auto max-w-md rounded-lg p-6 shadow-xl backdrop:bg-slate-900/50"
    >
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <div className="mt-2 space-y-3 text-sm text-slate-700">{children}</div>
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" autoFocus onClick={onCancel} className={buttonClass.secondary}>
          Cancel
        </button>
        <button type="button" disabled={busy} onClick={onConfirm} className={buttonClass.danger}>
          {busy ? "Working…" : confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
