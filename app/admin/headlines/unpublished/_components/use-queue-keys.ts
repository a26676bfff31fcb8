"use client";

import { useEffect, useState, type RefObject } from "react";
import { isTyping } from "@/components/ui/is-typing";
import { QUEUE_ROW } from "./queue-fields";

/** What a key does to the row it is on. */
export type RowKey = "publish" | "reject" | "edit" | "tick";

const ROW_KEYS: Record<string, RowKey> = { p: "publish", r: "reject", e: "edit", x: "tick" };

/**
 * The queue's keyboard: j and k move to the next and previous row (focused and marked current),
 * and p, r, e and x act on the current one. Keys typed into a field, with a modifier, or while
 * `paused` (a dialog is open, an action runs) do nothing.
 */
export function useQueueKeys(
  list: RefObject<HTMLElement | null>,
  paused: boolean,
  act: (key: RowKey, row: HTMLElement) => void,
) {
  const [current, setCurrent] = useState(-1);

  useEffect(() => {
    const rows = () => [...(list.current?.querySelectorAll<HTMLElement>(`[${QUEUE_ROW}]`) ?? [])];
    // After a row is published or rejected the next one takes its place, and the focus with it.
    const shown = rows();
    const at = Math.min(current, shown.length - 1);
    shown.forEach((row, n) => row.toggleAttribute("data-current", n === at));
    if (at >= 0 && document.activeElement === document.body) shown[at].focus();

    const onKey = (event: KeyboardEvent) => {
      if (paused || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) {
        return;
      }
      const all = rows();
      if (all.length === 0) return;
      if (event.key === "j" || event.key === "k") {
        event.preventDefault();
        const next = Math.max(0, Math.min(all.length - 1, at + (event.key === "j" ? 1 : -1)));
        setCurrent(next);
        all[next].focus();
        return;
      }
      const key = ROW_KEYS[event.key];
      const row = all[Math.min(at, all.length - 1)];
      if (!key || !row) return;
      event.preventDefault();
      act(key, row);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  });
}
