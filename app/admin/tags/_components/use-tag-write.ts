"use client";

import { useState, useTransition } from "react";
import type { TagResult } from "@/lib/admin/tags/tag-write";
import { useTagNavigation } from "./tag-navigation";

/** Runs a tag page action, keeps its answer for display, and reloads the view after a success. */
export function useTagWrite() {
  const { refresh } = useTagNavigation();
  const [result, setResult] = useState<TagResult | null>(null);
  const [busy, startTransition] = useTransition();
  function run(action: () => Promise<TagResult>, onDone?: (result: TagResult) => void) {
    startTransition(async () => {
      const answer = await action();
      setResult(answer);
      onDone?.(answer);
      if (answer.ok) refresh();
    });
  }
  return { result, setResult, busy, run };
}
