"use client";

import { createContext, useContext, useRef, type RefObject } from "react";

// Each search is its own page, so a list's search box mounts afresh after every change.
// What was typed is kept by the public layout (TypedSearchMemory), which stays mounted
// across searches, so that the new box takes over the text, the caret and the focus, and
// keystrokes made meanwhile are kept (see useTypedSearch in typed-search.tsx). Only recent
// typing on the same list counts, so that text left behind is never revived elsewhere.
// Its own module so that every page's layout ships the memory without the search boxes' hook.
export type Typed = { action: string; text: string | null; at: number };

const newTyped = (): Typed => ({ action: "", text: null, at: 0 });

const TypedContext = createContext<RefObject<Typed> | null>(null);

/** Keeps what is typed in a list's search box while its searches load (in the public layout). */
export function TypedSearchMemory({ children }: { children: React.ReactNode }) {
  const typed = useRef(newTyped());
  return <TypedContext value={typed}>{children}</TypedContext>;
}

/** The memory of the public layout's TypedSearchMemory. */
export function useTypedMemory(): RefObject<Typed> {
  const memoryRef = useContext(TypedContext);
  if (!memoryRef) throw new Error("A list's search box is rendered inside TypedSearchMemory.");
  return memoryRef;
}
