"use client";

type Props = {
  id: string;
  label: string;
  min: number;
  max: number;
  value: number;
  onChange: (value: number) => void;
};

/** A labelled slider showing its value, bounded to the editor's range (admin-area §5). */
export function RangeField({ id, label, min, max, value, onChange }: Props) {
  return (
    <div>
      <label htmlFor={id} className="flex justify-between text-sm font-medium text-slate-800">
        <span>{label}</span>
        <output htmlFor={id} className="tabular-nums text-slate-600">
          {value}
        </output>
      </label>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className="mt-1 w-full accent-brand"
      />
    </div>
  );
}
