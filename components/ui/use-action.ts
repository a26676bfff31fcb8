"use client";

import { useState, useTransition } from "react";

type Answer = { ok: boolean; message: string; errors?: Record<string, string> };

const NO_ERRORS: Record<string, string> = {};

/**
 * Runs a server action for a form or a button: `pending` while it runs, its last answer kept
 * for display (`errors` are a refusal's field problems). `then` sees each answer as it comes.
 */
export function useAction<R extends Answer>() {
  const [result, setResult] = useState<R | null>(null);
  const [pending, startTransition] = useTransition();

  function run(action: () => Promise<R>, then?: (answer: R) => void) {
    startTransition(async () => {
      const answer = await action();
      setResult(answer);
      then?.(answer);
    });
  }

  const errors = (result && !result.ok && result.errors) || NO_ERRORS;
  return { result, setResult, pending, run, errors };
}
