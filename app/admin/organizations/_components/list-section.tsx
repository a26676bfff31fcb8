"use client";

import { useEffect, useRef, type ReactNode } from "react";
import { buttonClass } from "@/components/ui/button";
import type { FieldErrors } from "@/lib/validation/field-errors";

const MOVES = [
  { text: "Move up", by: -1 },
  { text: "Move down", by: 1 },
];

/** What the editor gives each of the company's lists: its rows, the save's problems, a setter. */
export type ListProps<T> = { rows: T[]; errors: FieldErrors; onChange: (rows: T[]) => void };

type Props<T extends { key: string }> = Omit<ListProps<T>, "errors"> & {
  title: string;
  /** The singular noun of an entry, for the buttons: "website", "key person"... */
  noun: string;
  create: () => T;
  reorderable?: boolean;
  hint?: string;
  /** The fields of one row. */
  children: (row: T, index: number, update: (patch: Partial<T>) => void) => ReactNode;
};

/**
 * A list of the company (websites, people, projects...): its rows, Add, Remove, and Move up /
 * Move down when the order means something. A new row takes the keyboard focus.
 */
export function ListSection<T extends { key: string }>(props: Props<T>) {
  const { title, noun, rows, onChange, create, reorderable, hint, children } = props;
  const list = useRef<HTMLOListElement>(null);
  const added = useRef<string | null>(null);

  useEffect(() => {
    if (!added.current) return;
    const row = list.current?.querySelector(`[data-row="${added.current}"]`);
    row?.querySelector<HTMLElement>("input, select, textarea")?.focus();
    added.current = null;
  });

  const update = (index: number, patch: Partial<T>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const move = (index: number, by: number) => {
    const next = [...rows];
    [next[index], next[index + by]] = [next[index + by], next[index]];
    onChange(next);
  };
  const add = () => {
    const row = create();
    added.current = row.key;
    onChange([...rows, row]);
  };

  return (
    <fieldset className="rounded-lg border border-slate-200 bg-white p-4">
      <legend className="px-1 text-base font-semibold text-brand">{title}</legend>
      {hint && <p className="text-xs text-slate-600">{hint}</p>}
      <ol ref={list} className="mt-2 space-y-3">
        {rows.map((row, index) => (
          <li key={row.key} data-row={row.key} className="rounded-md border border-slate-200 p-3">
            {children(row, index, (patch) => update(index, patch))}
            <div className="mt-2 flex flex-wrap gap-2">
              {reorderable &&
                MOVES.map(({ text, by }) => (
                  <button
                    key={text}
                    type="button"
                    className={buttonClass.small}
                    disabled={!rows[index + by]}
                    onClick={() => move(index, by)}
                  >
                    {text}
                    <span className="sr-only">
                      {" "}
                      {noun} {index + 1}
                    </span>
                  </button>
                ))}
              <button
                type="button"
                className={buttonClass.small}
                onClick={() => onChange(rows.filter((_, i) => i !== index))}
              >
                Remove {noun} {index + 1}
              </button>
            </div>
          </li>
        ))}
      </ol>
      <button type="button" className={`${buttonClass.secondary} mt-3`} onClick={add}>
        Add {noun}
      </button>
    </fieldset>
  );
}
