import type { ReactNode } from "react";

type Props = {
  children: ReactNode;
  /** The × button's accessible name ('Remove Acme'). */
  removeLabel: string;
  onRemove: () => void;
};

/** A chosen item as a rounded chip in a list, with a × button that takes it off. */
export function RemovableChip({ children, removeLabel, onRemove }: Props) {
  return (
    <li className="inline-flex items-center gap-1 rounded-full bg-blue-100 py-1 pr-1 pl-3 text-sm text-blue-900">
      {children}
      <button
        type="button"
        aria-label={removeLabel}
        onClick={onRemove}
        className="rounded-full px-1.5 text-blue-900 hover:bg-blue-200 focus-visible:outline-2 focus-visible:outline-brand"
      >
        ×
      </button>
    </li>
  );
}
