"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { changeListState, listHref, type ListState } from "@/lib/domain/list-state";

/** Moves the list to a changed state through the URL (any change but the page resets to page 1). */
export function useListNavigation(state: ListState) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const change = (patch: Partial<ListState>) =>
    startTransition(() => router.push(listHref(changeListState(state, patch)), { scroll: false }));
  return { change, pending };
}
