import type { ReactNode } from "react";

export const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30 aria-[invalid=true]:border-red-600";

type Aria = {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
  required?: boolean;
};

type FieldProps = {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  children: (aria: Aria) => ReactNode;
};

/** A label, its control, a hint and the field's error, wired together for assistive tech. */
export function Field({ id, label, error, hint, required, children }: FieldProps) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {required && <span className="text-red-700"> *</span>}
      </label>
      {children({
        id,
        required,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": described || undefined,
      })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

type TextProps = Omit<FieldProps, "children"> & {
  value: string;
  onChange: (value: string) => void;
  type?: "text" | "url" | "date" | "number";
  rows?: number;
  placeholder?: string;
};

/** A controlled text input (or text area with `rows`) inside a Field. */
export function TextField({
  value,
  onChange,
  type = "text",
  rows,
  placeholder,
  ...field
}: TextProps) {
  return (
    <Field {...field}>
      {(aria) =>
        rows ? (
          <textarea
            {...aria}
            rows={rows}
            value={value}
            placeholder={placeholder}
            onChange={(event) => onChange(event.target.value)}
            className={inputClass}
          />
        ) : (
          <input
            {...aria}
            type={type}
            value={value}
            placeholder={placeholder}
            onChange={(event) => onChange(event.target.value)}
            className={inputClass}
          />
        )
      }
    </Field>
  );
}

type SelectProps = Omit<FieldProps, "children"> & {
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
};

/** A controlled drop-down list inside a Field. */
export function SelectField({ value, onChange, options, ...field }: SelectProps) {
  return (
    <Field {...field}>
      {(aria) => (
        <select
          {...aria}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={inputClass}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

type CheckboxProps = {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
};

/** A controlled checkbox with its label on the right. */
export function CheckboxField({ id, label, checked, onChange, hint }: CheckboxProps) {
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 h-4 w-4 rounded border-slate-400 text-brand focus:ring-brand"
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-slate-600">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}

export const buttonClass = {
  primary:
    "inline-flex items-center justify-center rounded-md bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60",
  secondary:
    "inline-flex items-center justify-center rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60",
  danger:
    "inline-flex items-center justify-center rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:opacity-60",
  small:
    "inline-flex items-center rounded border border-slate-300 bg-white px-2 py-1 text-xs font-medium text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand disabled:opacity-40",
} as const;
