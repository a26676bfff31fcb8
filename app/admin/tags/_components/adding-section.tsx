"use client";

import type { ReactNode } from "react";
import { buttonClass } from "@/components/ui/button";

type Props = {
  /** The section's heading ('Tags') and the id tying it to the section. */
  title: string;
  headingId: string;
  /** What is added: 'Tag' makes the 'Add Tag' button and the 'New tag' panel. */
  noun: string;
  adding: boolean;
  onAdd: () => void;
  /** The answer of the last write, under the heading. */
  notice: ReactNode;
  /** The form of a new one, shown while adding. */
  form: ReactNode;
  children: ReactNode;
};

/** A section of the tag page: its heading with an 'Add …' button, the new item's form, its list. */
export function AddingSection(props: Props) {
  const { title, headingId, noun, adding, onAdd, notice, form, children } = props;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {!adding && (
          <button type="button" className={buttonClass.small} onClick={onAdd}>
            Add {noun}
          </button>
        )}
      </div>
      {notice}
      {adding && (
        <div
          role="group"
          aria-label={`New ${noun.toLowerCase()}`}
          className="rounded-lg border border-slate-200 bg-white p-4"
        >
          <h3 className="mb-2 font-medium">Add {noun}</h3>
          {form}
        </div>
      )}
      {children}
    </section>
  );
}
