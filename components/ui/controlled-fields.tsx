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

type SelectProps = FieldProps & {
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
