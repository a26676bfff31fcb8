"use client";

import { useRouter } from "next/navigation";
import { createContext, useContext, useMemo, useTransition, type ReactNode } from "react";
import { tagPageHref, type TagPageState } from "@/lib/domain/tag-page-state";

type TagNavigation = {
  state: TagPageState;
  /** Shows the page for a changed state (a tab, a search, a page). */
  go: (change: Partial<TagPageState>) => void;
  /** Reloads the data of the current view from the server. */
  refresh: () => void;
  pending: boolean;
};

const Context = createContext<TagNavigation | null>(null);

/** Navigation of /admin/tags inside one transition, so that the page knows when it is loading. */
export function TagNavigationProvider({
  state,
  children,
}: {
  state: TagPageState;
  children: ReactNode;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const value = useMemo<TagNavigation>(
    () => ({
      state,
      pending,
      go: (change) =>
        startTransition(() => router.push(tagPageHref({ ...state, ...change }), { scroll: false })),
      refresh: () => startTransition(() => router.refresh()),
    }),
    [state, pending, router],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useTagNavigation(): TagNavigation {
  const value = useContext(Context);
  if (!value) throw new Error("useTagNavigation outside TagNavigationProvider");
  return value;
}
