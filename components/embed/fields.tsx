import type { FormState } from "@/lib/submissions/form-state";

type FieldProps = {
  name: string;
  label: string;
  state: FormState;
  required?: boolean;
  hint?: string;
};

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30 aria-[invalid=true]:border-red-600";

/** A label, the control, its hint and its error, with the ARIA wiring between them. */
function FieldFrame({
  name,
  label,
  state,
  required,
  hint,
  children,
}: FieldProps & {
  children: (aria: Record<string, string | boolean | undefined>) => React.ReactNode;
}) {
  const error = state.errors[name];
  const described = [hint && `${name}-hint`, error && `${name}-error`].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={name} className="block text-sm font-medium text-slate-800">
        {label}
        {required && <span className="text-red-700"> *</span>}
      </label>
      {children({
        id: name,
        name,
        required,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": described || undefined,
      })}
      {hint && (
        <p id={`${name}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${name}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

type TextFieldProps = FieldProps & { type?: "text" | "url" | "email" | "date"; rows?: number };

/** A text input, or a text area when rows is given; it shows again what was typed. */
export function TextField({ type = "text", rows, ...field }: TextFieldProps) {
  const value = field.state.values[field.name] ?? "";
  return (
    <FieldFrame {...field}>
      {(aria) =>
        rows ? (
          <textarea {...aria} rows={rows} defaultValue={value} className={inputClass} />
        ) : (
          <input {...aria} type={type} defaultValue={value} className={inputClass} />
        )
      }
    </FieldFrame>
  );
}

type SelectFieldProps = FieldProps & { options: { value: string; label: string }[] };

/** A drop-down list with a blank first choice. */
export function SelectField({ options, ...field }: SelectFieldProps) {
  return (
    <FieldFrame {...field}>
      {(aria) => (
        <select
          {...aria}
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
    </FieldFrame>
  );
}
