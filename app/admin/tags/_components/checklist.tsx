"use client";

import type { ReactNode } from "react";

type Item = { id: number; label: string; extra?: ReactNode };

type Props = {
  label: string;
  items: Item[];
  selected: Map<number, unknown>;
  onToggle: (id: number, on: boolean) => void;
};

/** A list of checkboxes whose checked state lives outside it, so that it survives a new search. */
export function Checklist({ label, items, selected, onToggle }: Props) {
  return (
    <ul
      aria-label={label}
      className="max-h-[28rem] divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200 bg-white"
    >
      {items.map((item) => (
        <li key={item.id} className="flex items-center gap-2 px-3 py-2 text-sm">
          <input
            id={`${label}-${item.id}`}
            type="checkbox"
            className="h-4 w-4"
            checked={selected.has(item.id)}
            onChange={(event) => onToggle(item.id, event.target.checked)}
          />
          <label htmlFor={`${label}-${item.id}`} className="flex-1">
            {item.label}
          </label>
          {item.extra}
        </li>
      ))}
    </ul>
  );
}

/** A copy of the map with `id` added (`value`) or removed. */
export function toggled<T>(map: Map<number, T>, id: number, value: T | null): Map<number, T> {
  const next = new Map(map);
  if (value === null) next.delete(id);
  else next.set(id, value);
  return next;
}
