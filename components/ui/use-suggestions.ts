"use client";

import { useDebouncedAnswer } from "./use-debounced-answer";

/** A suggestion source's answer: the items, or why there are none. */
export type Suggestions<T> = { items: T[]; problem?: string };

export type SuggestionSource<T> = (query: string) => Promise<Suggestions<T>>;

// Typing pauses this long before asking the server, so that each keystroke is not a query.
export const SUGGEST_DEBOUNCE_MS = 200;

/**
 * The suggestions for `query` from `source`, asked once typing pauses; an empty query (or one
 * shorter than `minLength`) asks nothing and answers nothing.
 */
export function useSuggestions<T>(query: string, source: SuggestionSource<T>, minLength = 1) {
  const asked = query.trim();
  return useDebouncedAnswer(asked.length >= minLength ? asked : null, source, SUGGEST_DEBOUNCE_MS);
}
