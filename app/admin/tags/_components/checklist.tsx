"use client";

import type { ReactNode } from "react";

type Props<T extends { id: number }> = {
  label: string;
  rows: T[];
  /** What is checked, by id; kept outside the list, so that it survives a new search or page. */
  chosen: Map<number, T>;
  onChange: (chosen: Map<number, T>) => void;
  itemLabel: (row: T) => string;
  /** What follows a row's label (a badge). */
  extra?: (row: T) => ReactNode;
};

/** A list of checkboxes, one a row, each adding its row to the chosen ones or taking it off. */
export function Checklist<T extends { id: number }>(props: Props<T>) {
  const { label, rows, chosen, onChange, itemLabel, extra } = props;
  function toggle(row: T, on: boolean) {
    const next = new Map(chosen);
    if (on) next.set(row.id, row);
    else next.delete(row.id);
    onChange(next);
  }
  return (
    <ul
      aria-label={label}
      className="max-h-[28rem] divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200 bg-white"
    >
      {rows.map((row) => (
        <li key={row.id} className="flex items-center gap-2 px-3 py-2 text-sm">
          <input
            id={`${label}-${row.id}`}
            type="checkbox"
            className="h-4 w-4"
            checked={chosen.has(row.id)}
            onChange={(event) => toggle(row, event.target.checked)}
          />
          <label htmlFor={`${label}-${row.id}`} className="flex-1">
            {itemLabel(row)}
          </label>
          {extra?.(row)}
        </li>
      ))}
    </ul>
  );
}
