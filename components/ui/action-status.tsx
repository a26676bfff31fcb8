import type { ReactNode } from "react";

type Props = {
  /** What the last action answered; nothing is shown before the first one. */
  result: { ok: boolean; message: ReactNode } | null | undefined;
  className?: string;
  children?: ReactNode;
};

/**
 * The live region under an action's button: the answer's sentence, green when it worked and
 * red when it did not, read out by screen readers as it changes. `children` adds what follows
 * the sentence (a link, a detail).
 */
export function ActionStatus({ result, className, children }: Props) {
  return (
    <div role="status" aria-live="polite" className={className}>
      {result && (
        <p className={result.ok ? "text-sm text-green-700" : "text-sm text-red-700"}>
          {result.message}
        </p>
      )}
      {children}
    </div>
  );
}
