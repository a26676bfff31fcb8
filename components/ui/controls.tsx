import type { SelectHTMLAttributes } from "react";
import type { FieldAria } from "./field-aria";
import { inputClass } from "./field";

type TextControlProps = FieldAria & {
  id?: string;
  name?: string;
  required?: boolean;
  type?: "text" | "url" | "email" | "date" | "number" | "search";
  /** A text area of this many rows; without it, a one-line box. */
  rows?: number;
  /** Controlled: the text shown, and what to do with a change. */
  value?: string;
  onChange?: (value: string) => void;
  /** Uncontrolled (a form that posts): the text to start with. */
  defaultValue?: string;
  placeholder?: string;
  readOnly?: boolean;
  inputMode?: "decimal";
  className?: string;
};

/** A text box, or a text area when `rows` is given, in the kit's look (read-only ones greyed). */
export function TextControl({
  rows,
  type = "text",
  onChange,
  className = inputClass,
  ...props
}: TextControlProps) {
  const shared = {
    ...props,
    onChange: onChange && ((event: { target: { value: string } }) => onChange(event.target.value)),
    className: props.readOnly ? `${className} bg-slate-100` : className,
  };
  return rows ? <textarea {...shared} rows={rows} /> : <input {...shared} type={type} />;
}

export type SelectOption = { value: string; label: string };

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "onChange"> & {
  options: readonly SelectOption[];
  onChange?: (value: string) => void;
};

/** A drop-down list of `options`, in the kit's look unless `className` says otherwise. */
export function Select({ options, onChange, className = inputClass, ...props }: SelectProps) {
  return (
    <select
      {...props}
      onChange={onChange && ((event) => onChange(event.target.value))}
      className={className}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
