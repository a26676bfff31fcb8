"use client";

import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/controlled-fields";
import type { ActionResult } from "@/lib/admin/action-result";
import type { TagWrite } from "./use-tag-write";

export type NamedValues = { name: string; description: string };

export type NameFormProps<V extends NamedValues> = {
  idPrefix: string;
  initial: V;
  submitLabel: string;
  /** The write that saves the form: busy while it runs, its refusal shown beside the fields. */
  write: TagWrite;
  save: (values: V) => Promise<ActionResult>;
  /** Called by Cancel, and once a save has worked. */
  onClose: () => void;
  /** The fields after name and description (a tag's category). */
  more?: (values: V, change: (values: V) => void, errors?: Record<string, string>) => ReactNode;
};

/** What a name form takes from where it opens: its ids, its button, its write and its close. */
export type FormPlace = Pick<
  NameFormProps<NamedValues>,
  "idPrefix" | "submitLabel" | "write" | "onClose"
>;

/** Name and optional description of a category or tag, for adding and for inline editing. */
export function NameForm<V extends NamedValues>(props: NameFormProps<V>) {
  const { idPrefix, initial, submitLabel, write, save, onClose, more } = props;
  const [values, setValues] = useState(initial);
  const errors = write.result && !write.result.ok ? write.result.errors : undefined;
  return (
    <form
      className="space-y-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        write.run(
          () => save(values),
          (answer) => answer.ok && onClose(),
        );
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
      {more?.(values, setValues, errors)}
      <div className="flex gap-2">
        <Button type="submit" variant="primary" disabled={write.busy}>
          {submitLabel}
        </Button>
        <Button onClick={onClose}>Cancel</Button>
      </div>
    </form>
  );
}
