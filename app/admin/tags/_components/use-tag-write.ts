"use client";

import { useState, useTransition } from "react";
import type { ActionResult } from "@/lib/admin/action-result";
import { useTagNavigation } from "./tag-navigation";

/** Runs a tag page action, keeps its answer for display, and reloads the view after a success. */
export function useTagWrite() {
  const { refresh } = useTagNavigation();
  const [result, setResult] = useState<ActionResult | null>(null);
  const [busy, startTransition] = useTransition();
  function run(action: () => Promise<ActionResult>, onDone?: (result: ActionResult) => void) {
    startTransition(async () => {
      const answer = await action();
      setResult(answer);
      onDone?.(answer);
      if (answer.ok) refresh();
    });
  }
  return { result, setResult, busy, run };
}
