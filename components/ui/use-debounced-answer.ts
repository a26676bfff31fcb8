"use client";

import { useEffect, useRef, useState } from "react";

/**
 * The server's answer about `query`, asked once typing has paused for `delayMs`; a null query
 * asks nothing and forgets the last answer. Answers to an older query are dropped, and the
 * last answer stays shown while a newer one is on its way.
 */
export function useDebouncedAnswer<T>(
  query: string | null,
  ask: (query: string) => Promise<T>,
  delayMs: number,
): T | null {
  const [answer, setAnswer] = useState<{ value: T } | null>(null);
  // The latest asking function, so that one made anew on each render does not ask again.
  const latest = useRef(ask);
  useEffect(() => {
    latest.current = ask;
  });

  useEffect(() => {
    if (query === null) return;
    let current = true;
    const timer = setTimeout(async () => {
      const value = await latest.current(query);
      if (current) setAnswer({ value });
    }, delayMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, delayMs]);

  // Forgotten while rendering (React's adjusted state), so that the next query starts afresh.
  if (query === null && answer) setAnswer(null);
  return query === null || !answer ? null : answer.value;
}
