import type { ReactNode } from "react";
import { Select, TextControl, type SelectOption } from "./controls";
import { Field, hintId, inputClass } from "./field";

type FieldProps = {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
};

type TextProps = FieldProps & {
  value: string;
  onChange: (value: string) => void;
  type?: "text" | "url" | "date" | "number";
  rows?: number;
  placeholder?: string;
  readOnly?: boolean;
  inputMode?: "decimal";
  /** A unit shown inside the box, before the text ('$'). */
  prefix?: string;
  /** A control beside the box (a link opening the URL typed), or false while there is none. */
  addon?: ReactNode;
};

/** A controlled text input (or text area with `rows`) inside a Field. */
export function TextField({
  id,
  label,
  error,
  hint,
  required,
  prefix,
  addon,
  ...control
}: TextProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required}>
      {(aria) => (
        <Adorned prefix={prefix} addon={addon}>
          <TextControl
            {...aria}
            {...control}
            className={prefix ? `${inputClass} pl-7` : undefined}
          />
        </Adorned>
      )}
    </Field>
  );
}

type AdornedProps = Pick<TextProps, "prefix" | "addon"> & { children: ReactNode };

// The box alone, with a unit inside it, or with a control beside it.
function Adorned({ prefix, addon, children }: AdornedProps) {
  if (prefix) {
    return (
      <div className="relative">
        <span
          aria-hidden="true"
          className="absolute top-1/2 left-3 -translate-y-1/2 pt-1 text-sm text-slate-500"
        >
          {prefix}
        </span>
        {children}
      </div>
    );
  }
  // Given at all (even false for now), the addon keeps the box where it is: it never remounts.
  if (addon === undefined) return children;
  return (
    <div className="flex gap-2">
      {children}
      {addon}
    </div>
  );
}

type SelectProps = FieldProps & {
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
};

/** A controlled drop-down list inside a Field. */
export function SelectField({ value, onChange, options, ...field }: SelectProps) {
  return (
    <Field {...field}>
      {(aria) => <Select {...aria} value={value} onChange={onChange} options={options} />}
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
        aria-describedby={hint ? hintId(id) : undefined}
        className="mt-0.5 h-4 w-4 rounded border-slate-400 text-brand focus:ring-brand"
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {hint && (
          <p id={hintId(id)} className="text-xs text-slate-600">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
