"use client";

import { useState } from "react";
import { buttonClass, SelectField, TextField } from "@/components/admin/form/fields";
import type { CategorySummary } from "@/lib/admin/tags/list-tags";

export type TagValues = { name: string; description: string; category_id: string };

type Props = {
  idPrefix: string;
  initial: TagValues;
  categories: CategorySummary[];
  submitLabel: string;
  busy: boolean;
  errors?: Record<string, string>;
  onSubmit: (values: TagValues) => void;
  onCancel: () => void;
};

/** Name, optional description and category of a tag, for adding and for inline editing. */
export function TagForm({
  idPrefix,
  initial,
  categories,
  submitLabel,
  busy,
  errors,
  onSubmit,
  onCancel,
}: Props) {
  const [values, setValues] = useState(initial);
  return (
    <form
      className="space-y-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(values);
      }}
    >
      <TextField
        id={`${idPrefix}-name`}
        label="Name"
        required
        value={values.name}
        error={errors?.name}
        onChange={(name) => setValues({ ...values, name })}
      />
      <TextField
        id={`${idPrefix}-description`}
        label="Description"
        value={values.description}
        error={errors?.description}
        onChange={(description) => setValues({ ...values, description })}
      />
      <SelectField
        id={`${idPrefix}-category`}
        label="Category"
        required
        value={values.category_id}
        error={errors?.category_id}
        onChange={(category_id) => setValues({ ...values, category_id })}
        options={[
          { value: "", label: "Select a category" },
          ...categories.map((c) => ({ value: String(c.id), label: c.name })),
        ]}
      />
      <div className="flex gap-2">
        <button type="submit" className={buttonClass.primary} disabled={busy}>
          {submitLabel}
        </button>
        <button type="button" className={buttonClass.secondary} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
