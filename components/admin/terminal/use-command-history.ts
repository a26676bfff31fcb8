"use client";

import { useRef } from "react";

const STORAGE_KEY = "admin-terminal-history";
const MAX_ENTRIES = 100;

function readStored(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "[]");
    return Array.isArray(value) ? value.filter((entry) => typeof entry === "string") : [];
  } catch {
    return [];
  }
}

// When storage is full (pasted JSON can be long), the older half goes, until it fits.
function store(entries: string[]) {
  for (let kept = entries; kept.length > 0; kept = kept.slice(Math.ceil(kept.length / 2))) {
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
      return;
    } catch {
      // Full or disabled: try with fewer; without storage the history lasts as long as the page.
    }
  }
}

/**
 * The commands run so far (the last 100, kept across reloads in localStorage) and a shell-like
 * walk through them: `previous` goes back, `next` forward, and past the newest gives an empty
 * line. Both answer null when there is nowhere to go. Nothing here renders, so it lives in refs
 * and is read from storage on first use.
 */
export function useCommandHistory() {
  const entries = useRef<string[] | null>(null);
  const position = useRef<number | null>(null);
  const all = () => (entries.current ??= readStored());

  return {
    remember(command: string) {
      const current = all();
      const next = current.at(-1) === command ? current : [...current, command].slice(-MAX_ENTRIES);
      entries.current = next;
      position.current = null;
      store(next);
    },
    previous(): string | null {
      const list = all();
      if (list.length === 0) return null;
      position.current = position.current === null ? list.length - 1 : position.current - 1;
      position.current = Math.max(0, position.current);
      return list[position.current];
    },
    next(): string | null {
      const list = all();
      if (position.current === null) return null;
      if (position.current < list.length - 1) return list[++position.current];
      position.current = null;
      return "";
    },
  };
}
