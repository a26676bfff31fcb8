"use client";

import { useRouter } from "next/navigation";
import { useOptimistic, useTransition } from "react";
import { changeListState, listHref, type ListState } from "@/lib/domain/list-state";

/**
 * Moves the list to a changed state through the URL (any change but the page resets to
 * page 1). The controls show the new state at once, while the page for it loads.
 */
export function useListNavigation(state: ListState) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [shown, show] = useOptimistic(state);
  const change = (patch: Partial<ListState>) => {
    const next = changeListState(shown, patch);
    startTransition(() => {
      show(next);
      router.push(listHref(next), { scroll: false });
    });
  };
  return { state: shown, change, pending };
}
