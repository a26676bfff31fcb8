"use client";

import { useAction } from "@/components/ui/use-action";
import type { ActionResult } from "@/lib/admin/action-result";
import { useTagNavigation } from "./tag-navigation";

/** Runs a tag page action as useAction does (`busy` while it runs), and reloads the view after a success. */
export function useTagWrite<R extends ActionResult = ActionResult>() {
  const { refresh } = useTagNavigation();
  const { result, setResult, pending, run: runAction } = useAction<R>();
  function run(action: () => Promise<R>, onDone?: (result: R) => void) {
    runAction(action, (answer) => {
      onDone?.(answer);
      if (answer.ok) refresh();
    });
  }
  return { result, setResult, busy: pending, run };
}

export type TagWrite = ReturnType<typeof useTagWrite<ActionResult>>;
