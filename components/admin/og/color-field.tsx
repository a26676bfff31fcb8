"use client";

import { Field, inputClass } from "@/components/ui/field";

type Props = { id: string; label: string; value: string; onChange: (value: string) => void };

const HEX = /^#[0-9a-fA-F]{6}$/;

/** A colour as #RRGGBB text, with a swatch picker beside it. */
export function ColorField({ id, label, value, onChange }: Props) {
  const invalid = !HEX.test(value.trim());
  return (
    <Field
      id={id}
      label={label}
      error={invalid ? `${label} must be a colour such as #00274C` : undefined}
    >
      {(aria) => (
        <div className="flex items-center gap-2">
          <input
            {...aria}
            type="text"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className={inputClass}
          />
          <input
            type="color"
            aria-label={`${label} picker`}
            value={invalid ? "#000000" : value.trim().toLowerCase()}
            onChange={(event) => onChange(event.target.value.toUpperCase())}
            className="mt-1 h-9 w-12 rounded border border-slate-300"
          />
        </div>
      )}
    </Field>
  );
}
