"use client";

import type { CategorySummary, TagSummary } from "@/lib/admin/tags/list-tags";
import { deleteTagAction, updateTagAction } from "../actions";
import { EditableCard } from "./editable-card";
import { TagForm } from "./tag-form";

type Props = {
  tag: TagSummary;
  categories: CategorySummary[];
  selected: boolean;
  onSelect: (selected: boolean) => void;
};

/** A tag: checkbox for bulk deletion, name, category, 'Used by N companies', Edit and Delete. */
export function TagCard({ tag, categories, selected, onSelect }: Props) {
  return (
    <EditableCard
      noun="Tag"
      id={tag.id}
      name={tag.name}
      className="p-3"
      form={(place) => (
        <TagForm
          {...place}
          categories={categories}
          initial={{
            name: tag.name,
            description: tag.description ?? "",
            category_id: String(tag.category_id ?? ""),
          }}
          save={(values) => updateTagAction(tag.id, tag.version, values)}
        />
      )}
      view={(buttons) => (
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
          {buttons}
        </div>
      )}
      onDelete={() => deleteTagAction(tag.id)}
    />
  );
}
