"use client";

import { useState, type ReactNode } from "react";
import { buttonClass } from "@/components/ui/button";
import { TextField } from "@/components/ui/controlled-fields";
import type { ActionResult } from "@/lib/admin/action-result";

export type NamedValues = { name: string; description: string };

export type NameFormProps<V extends NamedValues> = {
  idPrefix: string;
  initial: V;
  submitLabel: string;
  busy: boolean;
  errors?: Record<string, string>;
  onSubmit: (values: V) => void;
  onCancel: () => void;
  /** The fields after name and description (a tag's category). */
  more?: (values: V, change: (values: V) => void) => ReactNode;
};

/** Name and optional description of a category or tag, for adding and for inline editing. */
export function NameForm<V extends NamedValues>({
  idPrefix,
  initial,
  submitLabel,
  busy,
  errors,
  onSubmit,
  onCancel,
  more,
}: NameFormProps<V>) {
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
      {more?.(values, setValues)}
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
export const errorsOf = (result: ActionResult | null) =>
  result && !result.ok ? result.errors : undefined;
