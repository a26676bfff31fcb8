import type { ReactNode } from "react";
import { errorId, fieldAria, hintId, type FieldAria } from "./field-aria";

export { errorId, hintId };

/** The one look of a text box, a text area or a drop-down list in the admin and the forms. */
export const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30 aria-[invalid=true]:border-red-600";

export type ControlAria = FieldAria & { id: string; required?: boolean };

type LabelProps = {
  htmlFor: string;
  children: ReactNode;
  /** Ends the label with a red star. */
  required?: boolean;
  /** Read by assistive technology only, where the control shows what it is (a placeholder). */
  visuallyHidden?: boolean;
};

/** A control's label in the kit's look. */
export function Label({ htmlFor, children, required, visuallyHidden }: LabelProps) {
  return (
    <label
      htmlFor={htmlFor}
      className={visuallyHidden ? "sr-only" : "block text-sm font-medium text-slate-800"}
    >
      {children}
      {required && <span className="text-red-700"> *</span>}
    </label>
  );
}

type FieldProps = {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** The label is for assistive technology only (a filter whose control speaks for itself). */
  hideLabel?: boolean;
  children: (aria: ControlAria) => ReactNode;
};

/** A label, its control, a hint and the field's error, wired together for assistive tech. */
export function Field({ id, label, error, hint, required, hideLabel, children }: FieldProps) {
  return (
    <div>
      <Label htmlFor={id} required={required} visuallyHidden={hideLabel}>
        {label}
      </Label>
      {children({ id, required, ...fieldAria(id, error, Boolean(hint)) })}
      <FieldHint id={id} hint={hint} />
      <FieldError id={id} message={error} />
    </div>
  );
}

/** A field's hint, tied to its control by `${id}-hint`. */
export function FieldHint({ id, hint }: { id: string; hint?: ReactNode }) {
  return <FieldNote id={hintId(id)} className="mt-1 text-xs text-slate-600" text={hint} />;
}

/** A field's error, tied to its control by `${id}-error`. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  return <FieldNote id={errorId(id)} className="mt-1 text-sm text-red-700" text={message} />;
}

// A line under a control, shown only when there is something to say.
function FieldNote({ id, className, text }: { id: string; className: string; text?: ReactNode }) {
  if (!text) return null;
  return (
    <p id={id} className={className}>
      {text}
    </p>
  );
}

/** The ARIA attributes of a control with only an error under it (no hint). */
export function invalidProps(id: string, error: string | undefined) {
  return fieldAria(id, error);
}
