"use client";

import { Button } from "@/components/ui/button";
import type { BatchWarning } from "@/lib/domain/batch/batch-kinds";

type Props = {
  warnings: BatchWarning[];
  /** The numbers of the items to import anyway; the others are skipped. */
  importAnyway: Set<number>;
  onChange: (importAnyway: Set<number>) => void;
  disabled?: boolean;
};

const SHOWN = 200;

/**
 * The new companies that are probably in the directory already, each with its choice:
 * 'Import anyway' or 'Skip' (the default, so that nothing is made twice unless asked).
 */
export function ProbableDuplicates({ warnings, importAnyway, onChange, disabled }: Props) {
  if (warnings.length === 0) return null;
  const choose = (number: number, anyway: boolean) => {
    const next = new Set(importAnyway);
    if (anyway) next.add(number);
    else next.delete(number);
    onChange(next);
  };
  return (
    <section
      aria-labelledby="batch-duplicates"
      className="space-y-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm"
    >
      <h2 id="batch-duplicates" className="text-lg font-semibold">
        {warnings.length.toLocaleString("en-US")} probable duplicates
      </h2>
      <p>
        These companies seem to be in the directory already. Each is skipped unless you choose
        &lsquo;Import anyway&rsquo;.
      </p>
      <div className="flex gap-2">
        <Button
          variant="small"
          disabled={disabled}
          onClick={() => onChange(new Set(warnings.map((w) => w.number)))}
        >
          Import all anyway
        </Button>
        <Button variant="small" disabled={disabled} onClick={() => onChange(new Set())}>
          Skip all
        </Button>
      </div>
      <ul className="space-y-2">
        {warnings.slice(0, SHOWN).map(({ number, line }) => (
          <li key={number}>
            <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-1">
              <legend className="w-full">{line}</legend>
              {(["Import anyway", "Skip"] as const).map((choice) => (
                <label key={choice} className="flex items-center gap-1">
                  <input
                    type="radio"
                    name={`duplicate-${number}`}
                    disabled={disabled}
                    checked={importAnyway.has(number) === (choice === "Import anyway")}
                    onChange={() => choose(number, choice === "Import anyway")}
                  />
                  {choice}
                </label>
              ))}
            </fieldset>
          </li>
        ))}
      </ul>
      {warnings.length > SHOWN && (
        <p>
          … and {(warnings.length - SHOWN).toLocaleString("en-US")} more, imported or skipped with
          the buttons above
        </p>
      )}
    </section>
  );
}
