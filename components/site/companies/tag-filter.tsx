"use client";

import { useState } from "react";
import { RemovableChip } from "@/components/ui/chip";
import type { ListState } from "@/lib/domain/list-state";
import type { FilterTag } from "@/lib/queries/tags";
import { RadioChoices } from "../radio-choices";

const CATEGORY_LABELS: Record<string, string> = {
  industry: "Industry",
  technology: "Technology",
  sector: "Sector",
  license: "License",
};

type Props = {
  tags: FilterTag[];
  state: ListState;
  onChange: (patch: Partial<ListState>) => void;
};

const MATCH_MODES = [
  { value: "any", label: "Match any selected tag" },
  { value: "all", label: "Match all selected tags" },
] as const;

/** Pick tags to filter by; checkboxes named `tags`, so the form works without JavaScript too. */
export function TagFilter({ tags, state, onChange }: Props) {
  const [query, setQuery] = useState("");
  const selected = tags.filter((tag) => state.tags.includes(tag.id));
  const matches = tags.filter((tag) => tag.name.toLowerCase().includes(query.trim().toLowerCase()));
  const toggle = (id: number) =>
    onChange({
      tags: state.tags.includes(id) ? state.tags.filter((t) => t !== id) : [...state.tags, id],
    });

  return (
    <div className="space-y-2">
      {/* Open while tags are picked: the list mounts afresh after each change. */}
      <details
        className="group rounded-md border border-slate-300 bg-white"
        open={selected.length > 0}
      >
        <summary className="cursor-pointer list-none px-3 py-2 text-sm text-slate-600">
          Filter by industry, technology, sector, or license
          {selected.length > 0 && ` (${selected.length} selected)`}
        </summary>
        <div className="border-t border-slate-200 p-3">
          <label className="sr-only" htmlFor="tag-query">
            Find a tag
          </label>
          <input
            id="tag-query"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Filter by industry, technology, sector, or license"
            className="w-full rounded-md border border-slate-300 px-3 py-1.5 text-sm"
          />
          <div className="mt-3 grid max-h-64 gap-3 overflow-y-auto sm:grid-cols-2 lg:grid-cols-4">
            {Object.entries(CATEGORY_LABELS).map(([category, label]) => (
              <fieldset key={category}>
                <legend className="text-xs font-semibold uppercase text-slate-600">{label}</legend>
                {matches
                  .filter((tag) => tag.category === category)
                  .map((tag) => (
                    <label key={tag.id} className="flex items-center gap-2 py-0.5 text-sm">
                      <input
                        type="checkbox"
                        name="tags"
                        value={tag.id}
                        checked={state.tags.includes(tag.id)}
                        onChange={() => toggle(tag.id)}
                      />
                      {tag.name}
                    </label>
                  ))}
              </fieldset>
            ))}
          </div>
        </div>
      </details>
      {selected.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Selected tags">
          {selected.map((tag) => (
            <RemovableChip
              key={tag.id}
              removeLabel={`Remove tag ${tag.name}`}
              onRemove={() => toggle(tag.id)}
            >
              {tag.name}
            </RemovableChip>
          ))}
        </ul>
      )}
      {selected.length > 0 && (
        <div className="flex flex-wrap gap-4 text-sm" role="radiogroup" aria-label="Tag match mode">
          <RadioChoices
            name="filterMode"
            options={MATCH_MODES}
            value={state.filterMode}
            onChange={(filterMode) => onChange({ filterMode })}
            labelClassName="flex items-center gap-2"
          />
        </div>
      )}
    </div>
  );
}
