"use client";

import { useAction } from "@/components/ui/use-action";
import type { ActionResult } from "@/lib/admin/action-result";

/** What the server answers for 'Select all': every item the view matches, on all pages. */
export type Matching<T> = { ok: true; items: T[] } | { ok: false; message: string };

/**
 * 'Select all N ...' of a paged list: asks the server for every item the view's filters
 * match (never only the page on screen), adds them to the selection with `add`, and says how
 * many it selected. It writes nothing.
 */
export function useSelectMatching<T>(noun: string) {
  const { result, pending, run } = useAction<ActionResult>();
  function select(find: () => Promise<Matching<T>>, add: (items: T[]) => void) {
    run(async () => {
      const answer = await find();
      if (!answer.ok) return { ok: false, message: answer.message };
      add(answer.items);
      return { ok: true, message: `Selected ${answer.items.length} matching ${noun}.` };
    });
  }
  return { result, pending, select };
}
