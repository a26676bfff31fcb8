import type { FormState } from "@/lib/submissions/form-state";
import { Field, inputClass } from "@/components/ui/field";

type FieldProps = {
  name: string;
  label: string;
  state: FormState;
  required?: boolean;
  hint?: string;
};

/** The kit's Field for a submitted form: the control's id is its name; the error comes from the state. */
function StateField({
  name,
  label,
  state,
  required,
  hint,
  children,
}: FieldProps & {
  children: Parameters<typeof Field>[0]["children"];
}) {
  return (
    <Field id={name} label={label} required={required} hint={hint} error={state.errors[name]}>
      {children}
    </Field>
  );
}

type TextFieldProps = FieldProps & { type?: "text" | "url" | "email" | "date"; rows?: number };

/** A text input, or a text area when rows is given; it shows again what was typed. */
export function TextField({ type = "text", rows, ...field }: TextFieldProps) {
  const value = field.state.values[field.name] ?? "";
  return (
    <StateField {...field}>
      {(aria) =>
        rows ? (
          <textarea
            {...aria}
            name={field.name}
            rows={rows}
            defaultValue={value}
            className={inputClass}
          />
        ) : (
          <input
            {...aria}
            name={field.name}
            type={type}
            defaultValue={value}
            className={inputClass}
          />
        )
      }
    </StateField>
  );
}

type SelectFieldProps = FieldProps & { options: { value: string; label: string }[] };

/** A drop-down list with a blank first choice. */
export function SelectField({ options, ...field }: SelectFieldProps) {
  return (
    <StateField {...field}>
      {(aria) => (
        <select
          {...aria}
          name={field.name}
          defaultValue={field.state.values[field.name] ?? ""}
          className={inputClass}
        >
          <option value="">Choose…</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </StateField>
  );
}
