"use client";

import { useEffect, useRef, type ReactNode } from "react";
import { buttonClass } from "@/components/ui/button";

type Props<T extends { key: string }> = {
  title: string;
  /** The singular noun of an entry, for the buttons: "website", "key person"... */
  noun: string;
  rows: T[];
  onChange: (rows: T[]) => void;
  create: () => T;
  reorderable?: boolean;
  hint?: string;
  renderRow: (row: T, index: number, update: (patch: Partial<T>) => void) => ReactNode;
};

/**
 * A list of the company (websites, people, projects...): its rows, Add, Remove, and Move up /
 * Move down when the order means something. A new row takes the keyboard focus.
 */
export function ListSection<T extends { key: string }>(props: Props<T>) {
  const { title, noun, rows, onChange, create, reorderable, hint, renderRow } = props;
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
            {renderRow(row, index, (patch) => update(index, patch))}
            <div className="mt-2 flex flex-wrap gap-2">
              {reorderable && (
                <>
                  <button
                    type="button"
                    className={buttonClass.small}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    Move up
                    <span className="sr-only">
                      {" "}
                      {noun} {index + 1}
                    </span>
                  </button>
                  <button
                    type="button"
                    className={buttonClass.small}
                    disabled={index === rows.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    Move down
                    <span className="sr-only">
                      {" "}
                      {noun} {index + 1}
                    </span>
                  </button>
                </>
              )}
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
