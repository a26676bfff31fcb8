"use client";

import { useState } from "react";
import { buttonClass, TextField } from "@/components/admin/form/fields";
import type { TagResult } from "@/lib/admin/tags/tag-write";

export type CategoryValues = { name: string; description: string };

type Props = {
  idPrefix: string;
  initial: CategoryValues;
  submitLabel: string;
  busy: boolean;
  errors?: Record<string, string>;
  onSubmit: (values: CategoryValues) => void;
  onCancel: () => void;
};

/** Name and optional description of a category, for adding and for inline editing. */
export function CategoryForm({
  idPrefix,
  initial,
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

/** The form's errors from an action's answer. */
export const errorsOf = (result: TagResult | null) =>
  result && !result.ok ? result.errors : undefined;
