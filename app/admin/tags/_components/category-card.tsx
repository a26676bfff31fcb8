"use client";

import { useState } from "react";
import { SelectField } from "@/components/ui/controlled-fields";
import type { CategorySummary } from "@/lib/admin/tags/list-tags";
import { deleteCategoryAction, updateCategoryAction } from "../actions";
import { errorsOf, NameForm } from "./name-form";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EditDeleteButtons } from "./edit-delete-buttons";
import { ResultNotice } from "./result-notice";
import { useTagWrite } from "./use-tag-write";

type Props = { category: CategorySummary; categories: CategorySummary[] };

/**
 * A category: name, description, number of tags, Edit and Delete. Deleting one that still has
 * tags asks what becomes of them: moved to another category, or deleted with it.
 */
export function CategoryCard({ category, categories }: Props) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const others = categories.filter((c) => c.id !== category.id);
  const [disposal, setDisposal] = useState(others[0] ? String(others[0].id) : "delete");
  const { result, busy, run } = useTagWrite();
  return (
    <li
      aria-label={`Category ${category.name}`}
      className="space-y-2 rounded-lg border border-slate-200 bg-white p-4"
    >
      {editing ? (
        <NameForm
          idPrefix={`category-${category.id}`}
          submitLabel="Save"
          initial={{ name: category.name, description: category.description ?? "" }}
          busy={busy}
          errors={errorsOf(result)}
          onCancel={() => setEditing(false)}
          onSubmit={(values) =>
            run(
              () => updateCategoryAction(category.id, category.version, values),
              (answer) => answer.ok && setEditing(false),
            )
          }
        />
      ) : (
        <>
          <h3 className="font-semibold text-slate-900">{category.name}</h3>
          {category.description && <p className="text-sm text-slate-600">{category.description}</p>}
          <p className="text-xs text-slate-600">{category.tag_count} tags</p>
          <div className="flex gap-2">
            <EditDeleteButtons onEdit={() => setEditing(true)} onDelete={() => setDeleting(true)} />
          </div>
        </>
      )}
      <ResultNotice result={result} />
      <ConfirmDialog
        title={`Delete category ${category.name}?`}
        open={deleting}
        busy={busy}
        onCancel={() => setDeleting(false)}
        onConfirm={() =>
          run(
            () => deleteCategoryAction(category.id, category.tag_count > 0 ? disposal : null),
            () => setDeleting(false),
          )
        }
      >
        <p>
          Are you sure you want to delete &quot;{category.name}&quot;? This action cannot be undone.
        </p>
        {category.tag_count > 0 && (
          <SelectField
            id={`category-${category.id}-disposal`}
            label={`Its ${category.tag_count} tags`}
            value={disposal}
            onChange={setDisposal}
            options={[
              ...others.map((c) => ({ value: String(c.id), label: `Move them to ${c.name}` })),
              { value: "delete", label: "Delete them (and their links to organizations)" },
            ]}
          />
        )}
      </ConfirmDialog>
    </li>
  );
}
