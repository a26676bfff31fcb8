"use client";

import { useState } from "react";
import { SelectField } from "@/components/ui/controlled-fields";
import type { CategorySummary } from "@/lib/admin/tags/list-tags";
import { deleteCategoryAction, updateCategoryAction } from "../actions";
import { EditableCard } from "./editable-card";
import { NameForm } from "./name-form";

type Props = { category: CategorySummary; categories: CategorySummary[] };

/**
 * A category: name, description, number of tags, Edit and Delete. Deleting one that still has
 * tags asks what becomes of them: moved to another category, or deleted with it.
 */
export function CategoryCard({ category, categories }: Props) {
  const others = categories.filter((c) => c.id !== category.id);
  const [disposal, setDisposal] = useState(others[0] ? String(others[0].id) : "delete");
  return (
    <EditableCard
      noun="Category"
      id={category.id}
      name={category.name}
      className="p-4"
      form={(place) => (
        <NameForm
          {...place}
          initial={{ name: category.name, description: category.description ?? "" }}
          save={(values) => updateCategoryAction(category.id, category.version, values)}
        />
      )}
      view={(buttons) => (
        <>
          <h3 className="font-semibold text-slate-900">{category.name}</h3>
          {category.description && <p className="text-sm text-slate-600">{category.description}</p>}
          <p className="text-xs text-slate-600">{category.tag_count} tags</p>
          <div className="flex gap-2">{buttons}</div>
        </>
      )}
      onDelete={() => deleteCategoryAction(category.id, category.tag_count > 0 ? disposal : null)}
      deleteDetail={
        category.tag_count > 0 && (
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
        )
      }
    />
  );
}
