"use client";

import { useEffect, useRef, useState } from "react";

/** A suggestion source's answer: the items, or why there are none. */
export type Suggestions<T> = { items: T[]; problem?: string };

export type SuggestionSource<T> = (query: string) => Promise<Suggestions<T>>;

// Typing pauses this long before asking the server, so that each keystroke is not a query.
export const SUGGEST_DEBOUNCE_MS = 200;

type Answer<T> = Suggestions<T> & { query: string };

/**
 * The suggestions for `query` from `source`, asked once typing pauses; an empty query (or one
 * shorter than `minLength`) asks nothing and answers nothing. Answers to an older query are dropped.
 */
export function useSuggestions<T>(query: string, source: SuggestionSource<T>, minLength = 1) {
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  const asked = query.trim();
  const enough = asked.length >= minLength;
  // The latest source, so that a source made anew on each render does not ask again.
  const latest = useRef(source);
  useEffect(() => {
    latest.current = source;
  });

  useEffect(() => {
    if (!enough) return;
    let current = true;
    const timer = setTimeout(async () => {
      const result = await latest.current(asked);
      if (current) setAnswer({ ...result, query: asked });
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [asked, enough]);

  // An emptied box forgets the last answer (React's state adjusted while rendering), so that the
  // next search starts from no list; otherwise the last answer stays while a newer one comes.
  if (!enough && answer) setAnswer(null);
  return enough ? answer : null;
}
