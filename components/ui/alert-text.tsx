import type { ReactNode } from "react";

type Props = { children?: ReactNode; className?: string };

/** A red line read out as soon as it shows (a refusal, a failed download); nothing without text. */
export function AlertText({ children, className }: Props) {
  if (!children) return null;
  return (
    <p
      role="alert"
      className={className ? `text-sm text-red-700 ${className}` : "text-sm text-red-700"}
    >
      {children}
    </p>
  );
}

/** What a refused answer says; nothing for an answer that worked or before the first one. */
export const refusalOf = (result: { ok: boolean; message: string } | null | undefined) =>
  result && !result.ok ? result.message : null;
