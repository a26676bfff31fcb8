import type { ButtonHTMLAttributes } from "react";

const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2";

/**
 * The admin's button looks, one per role: `primary` sends a form, `secondary` is any other
 * action, `danger` deletes, `remove` drops a row from a list, `small` sits in a table row and
 * `link` reads as a link.
 */
export const buttonClass = {
  primary: `inline-flex items-center justify-center rounded-md bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand/90 ${focusRing} focus-visible:outline-brand disabled:opacity-60`,
  secondary: `inline-flex items-center justify-center rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 ${focusRing} focus-visible:outline-brand disabled:opacity-60`,
  outline: `inline-flex items-center justify-center rounded-md border border-brand px-3 py-2 text-sm font-medium text-brand hover:bg-brand/5 ${focusRing} focus-visible:outline-brand disabled:opacity-60`,
  danger: `inline-flex items-center justify-center rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 ${focusRing} focus-visible:outline-red-700 disabled:opacity-60`,
  remove: `inline-flex items-center justify-center rounded-md border border-red-300 bg-white px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50 ${focusRing} focus-visible:outline-brand disabled:opacity-60`,
  small:
    "inline-flex items-center rounded border border-slate-300 bg-white px-2 py-1 text-xs font-medium text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand disabled:opacity-40",
  link: "text-sm font-semibold text-brand underline hover:text-brand/80 focus-visible:outline-2 focus-visible:outline-brand disabled:opacity-60",
} as const;

export type ButtonVariant = keyof typeof buttonClass;

type Props = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant };

/** A button in one of the kit's looks; a plain button (never a submit) unless told. */
export function Button({ variant = "secondary", type = "button", className, ...rest }: Props) {
  const look = className ? `${buttonClass[variant]} ${className}` : buttonClass[variant];
  return <button type={type} className={look} {...rest} />;
}
