"use client";

import { useEffect, useRef } from "react";
import { MAX_SEARCH_LENGTH } from "@/lib/domain/search-length";
import { useTypedMemory } from "./typed-search-memory";

const SEARCH_DELAY_MS = 300;
const TYPING_MEMORY_MS = 5000;

/** A search text as the lists use it: trimmed, at most MAX_SEARCH_LENGTH characters. */
export const cleanSearch = (text: string) => text.trim().slice(0, MAX_SEARCH_LENGTH);

/**
 * The typing of a search box whose list shows `value` at `action`: `search` runs 300 ms after
 * typing stops (with the cleaned text) or at once on `submit`; a box mounted for the next
 * search takes over the text, caret and focus of the one before. `box` goes on the input.
 */
export function useTypedSearch(action: string, value: string, search: (text: string) => void) {
  const memoryRef = useTypedMemory();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const box = useRef<HTMLInputElement>(null);

  const type = (text: string) => {
    memoryRef.current = { action, text, at: Date.now() };
    clearTimeout(timer.current);
    timer.current = setTimeout(() => search(cleanSearch(text)), SEARCH_DELAY_MS);
  };

  const forget = () => {
    memoryRef.current = { ...memoryRef.current, text: null };
  };

  const submit = (text: string) => {
    clearTimeout(timer.current);
    forget();
    search(cleanSearch(text));
  };

  useEffect(() => {
    const input = box.current;
    const typed = memoryRef.current;
    const fresh = typed.action === action && Date.now() - typed.at < TYPING_MEMORY_MS;
    if (typed.text === null || !input || !fresh) {
      // Typed before the page's script ran: searched for as if typed now.
      if (input && input.value !== input.defaultValue) type(input.value);
      return () => clearTimeout(timer.current);
    }
    input.value = typed.text;
    input.focus();
    input.setSelectionRange(typed.text.length, typed.text.length);
    // Arrived at what was typed: done. Typed on meanwhile: search for that as well.
    if (cleanSearch(typed.text) === value) forget();
    else type(typed.text);
    return () => clearTimeout(timer.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per search
  }, [value]);

  return { box, type, submit };
}
