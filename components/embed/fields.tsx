"use client";

import { createContext, useContext, type ReactNode } from "react";
import { INITIAL_FORM_STATE, type FormState } from "@/lib/submissions/form-state";
import { Select, TextControl, type SelectOption } from "@/components/ui/controls";
import { Field, type ControlAria } from "@/components/ui/field";

/** The last answer of the form around the fields: each field's error, and what was typed. */
export const FormStateContext = createContext<FormState>(INITIAL_FORM_STATE);

/** The hint of a field bounded in length. */
export const upTo = (max: number) => `Up to ${max.toLocaleString("en-US")} characters.`;

type FieldProps = {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
};

/** What a submitted form's control takes: its ARIA, its name, and what was typed before. */
type PostedControl = ControlAria & { name: string; defaultValue: string };

/** The kit's Field for a submitted form: the control's id is its name; the error comes from the state. */
function StateField({
  name,
  children,
  ...field
}: FieldProps & { children: (control: PostedControl) => ReactNode }) {
  const state = useContext(FormStateContext);
  return (
    <Field id={name} error={state.errors[name]} {...field}>
      {(aria) => children({ ...aria, name, defaultValue: state.values[name] ?? "" })}
    </Field>
  );
}

type TextFieldProps = FieldProps & { type?: "text" | "url" | "email" | "date"; rows?: number };

/** A text input, or a text area when rows is given; it shows again what was typed. */
export function TextField({ type, rows, ...field }: TextFieldProps) {
  return (
    <StateField {...field}>
      {(control) => <TextControl {...control} type={type} rows={rows} />}
    </StateField>
  );
}

const CHOOSE: SelectOption = { value: "", label: "Choose…" };

/** A drop-down list with a blank first choice. */
export function SelectField({ options, ...field }: FieldProps & { options: SelectOption[] }) {
  return (
    <StateField {...field}>
      {(control) => <Select {...control} options={[CHOOSE, ...options]} />}
    </StateField>
  );
}
