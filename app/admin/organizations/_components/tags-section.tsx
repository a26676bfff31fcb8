"use client";

import { useId, useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { SelectField } from "@/components/ui/controlled-fields";
import { Field, inputClass } from "@/components/ui/field";
import type { TagChoices } from "@/lib/admin/companies/tag-choices";
import { newKey, type TagRow } from "./company-form-state";
import type { ListProps } from "./list-section";

type Props = ListProps<TagRow> & { choices: TagChoices };

/**
 * The company's tags as removable chips; a tag is added by category, picked from that
 * category's tags or typed as a new one (created on save).
 */
export function TagsSection({ rows, choices, errors, onChange }: Props) {
  const id = useId();
  const [category, setCategory] = useState(choices[0]?.category ?? "");
  const [name, setName] = useState("");
  const known = choices.find((choice) => choice.category === category)?.tags ?? [];
  const problems = Object.entries(errors).filter(([path]) => path.startsWith("tags"));

  const add = () => {
    const trimmed = name.trim();
    if (!trimmed || !category) return;
    const same = (row: TagRow) =>
      row.category.toLowerCase() === category.toLowerCase() &&
      row.name.toLowerCase() === trimmed.toLowerCase();
    if (!rows.some(same)) onChange([...rows, { key: newKey(), category, name: trimmed }]);
    setName("");
  };

  return (
    <fieldset className="rounded-lg border border-slate-200 bg-white p-4">
      <legend className="px-1 text-base font-semibold text-brand">Tags</legend>
      <ul aria-label="Tags of this company" className="flex flex-wrap gap-2">
        {rows.length === 0 && <li className="text-sm text-slate-500">No tags yet.</li>}
        {rows.map((row, index) => (
          <li
            key={row.key}
            className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm text-slate-800"
          >
            <span className="text-xs text-slate-500">{row.category}:</span> {row.name}
            <button
              type="button"
              aria-label={`Remove tag ${row.name}`}
              onClick={() => onChange(rows.filter((_, i) => i !== index))}
              className="ml-1 rounded-full px-2 text-slate-600 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand"
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      {problems.map(([path, message]) => (
        <p key={path} className="mt-2 text-sm text-red-700">
          Tag {Number(path.split(".")[1]) + 1}: {message}
        </p>
      ))}
      <div className="mt-3 grid items-end gap-2 md:grid-cols-[12rem_1fr_auto]">
        <SelectField
          id={`${id}-category`}
          label="Tag category"
          value={category}
          onChange={setCategory}
          options={choices.map((choice) => ({ value: choice.category, label: choice.category }))}
        />
        <Field id={`${id}-name`} label="Tag name">
          {(aria) => (
            <>
              <input
                {...aria}
                list={`${id}-known`}
                value={name}
                onChange={(event) => setName(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === "Enter") {
                    event.preventDefault();
                    add();
                  }
                }}
                className={inputClass}
              />
              <datalist id={`${id}-known`}>
                {known.map((tag) => (
                  <option key={tag} value={tag} />
                ))}
              </datalist>
            </>
          )}
        </Field>
        <button type="button" className={`${buttonClass.secondary} mb-px`} onClick={add}>
          Add tag
        </button>
      </div>
    </fieldset>
  );
}
