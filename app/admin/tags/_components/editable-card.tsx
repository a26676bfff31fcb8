"use client";

import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { ActionResult } from "@/lib/admin/action-result";
import { ResultNotice } from "./result-notice";
import type { FormPlace } from "./name-form";
import { useTagWrite } from "./use-tag-write";

type Props = {
  /** 'Category' or 'Tag': with the name, the card's label ('Tag Deno') and the delete question. */
  noun: "Category" | "Tag";
  id: number;
  name: string;
  /** The card's padding. */
  className: string;
  /** The inline edit form ('tag-7' ids, 'Save'), which closes once saved. */
  form: (place: FormPlace) => ReactNode;
  /** What the card shows, with its Edit and Delete buttons placed where they belong. */
  view: (buttons: ReactNode) => ReactNode;
  onDelete: () => Promise<ActionResult>;
  /** More of the delete question (where a category's tags go). */
  deleteDetail?: ReactNode;
};

/** A category or tag card: its view, or its edit form; Delete asks first. */
export function EditableCard(props: Props) {
  const { noun, id, name, form, view, onDelete } = props;
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const write = useTagWrite();
  const buttons = (
    <>
      <Button variant="small" onClick={() => setEditing(true)}>
        Edit
      </Button>
      <Button variant="small" onClick={() => setDeleting(true)}>
        Delete
      </Button>
    </>
  );
  return (
    <li
      aria-label={`${noun} ${name}`}
      className={`space-y-2 rounded-lg border border-slate-200 bg-white ${props.className}`}
    >
      {editing
        ? form({
            idPrefix: `${noun.toLowerCase()}-${id}`,
            submitLabel: "Save",
            write,
            onClose: () => setEditing(false),
          })
        : view(buttons)}
      <ResultNotice result={write.result} />
      <ConfirmDialog
        title={`Delete ${noun.toLowerCase()} ${name}?`}
        open={deleting}
        busy={write.busy}
        onCancel={() => setDeleting(false)}
        onConfirm={() => write.run(onDelete, () => setDeleting(false))}
      >
        <p>Are you sure you want to delete &quot;{name}&quot;? This action cannot be undone.</p>
        {props.deleteDetail}
      </ConfirmDialog>
    </li>
  );
}
