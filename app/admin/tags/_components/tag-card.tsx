"use client";

import { useState } from "react";
import type { CategorySummary, TagSummary } from "@/lib/admin/tags/list-tags";
import { deleteTagAction, updateTagAction } from "../actions";
import { errorsOf } from "./name-form";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EditDeleteButtons } from "./edit-delete-buttons";
import { ResultNotice } from "./result-notice";
import { TagForm } from "./tag-form";
import { useTagWrite } from "./use-tag-write";

type Props = {
  tag: TagSummary;
  categories: CategorySummary[];
  selected: boolean;
  onSelect: (selected: boolean) => void;
};

/** A tag: checkbox for bulk deletion, name, category, 'Used by N companies', Edit and Delete. */
export function TagCard({ tag, categories, selected, onSelect }: Props) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const { result, busy, run } = useTagWrite();
  return (
    <li
      aria-label={`Tag ${tag.name}`}
      className="space-y-2 rounded-lg border border-slate-200 bg-white p-3"
    >
      {editing ? (
        <TagForm
          idPrefix={`tag-${tag.id}`}
          categories={categories}
          submitLabel="Save"
          busy={busy}
          initial={{
            name: tag.name,
            description: tag.description ?? "",
            category_id: String(tag.category_id ?? ""),
          }}
          errors={errorsOf(result)}
          onCancel={() => setEditing(false)}
          onSubmit={(values) =>
            run(
              () => updateTagAction(tag.id, tag.version, values),
              (answer) => answer.ok && setEditing(false),
            )
          }
        />
      ) : (
        <div className="flex items-start gap-3">
          <input
            type="checkbox"
            aria-label={`Select ${tag.name}`}
            checked={selected}
            onChange={(event) => onSelect(event.target.checked)}
            className="mt-1 h-4 w-4"
          />
          <div className="min-w-0 flex-1">
            <p className="font-medium text-slate-900">{tag.name}</p>
            <p className="text-xs text-slate-600">
              {tag.category ?? "Other"} · Used by {tag.usage} companies
            </p>
            {tag.description && <p className="text-sm text-slate-600">{tag.description}</p>}
          </div>
          <EditDeleteButtons onEdit={() => setEditing(true)} onDelete={() => setDeleting(true)} />
        </div>
      )}
      <ResultNotice result={result} />
      <ConfirmDialog
        title={`Delete tag ${tag.name}?`}
        open={deleting}
        busy={busy}
        onCancel={() => setDeleting(false)}
        onConfirm={() =>
          run(
            () => deleteTagAction(tag.id),
            () => setDeleting(false),
          )
        }
      >
        <p>Are you sure you want to delete &quot;{tag.name}&quot;? This action cannot be undone.</p>
      </ConfirmDialog>
    </li>
  );
}
