"use client";

import { useEffect } from "react";

/** The error boundary's view: the spec's router default message and a retry button. */
export function UnexpectedError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  useEffect(() => console.error(error), [error]);
  return (
    <div className="py-24 text-center">
      <h1 className="text-2xl font-semibold text-red-700">Unexpected Application Error!</h1>
      <p className="mt-3 text-slate-600">
        {error.digest ? `Reference ${error.digest}` : error.message}
      </p>
      <button
        type="button"
        onClick={reset}
        className="mt-8 rounded-md bg-brand px-5 py-2.5 text-sm font-semibold text-white"
      >
        Try again
      </button>
    </div>
  );
}
