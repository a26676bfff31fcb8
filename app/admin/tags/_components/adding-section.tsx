"use client";

import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { ResultNotice } from "./result-notice";
import type { FormPlace } from "./name-form";
import { useTagWrite } from "./use-tag-write";

type Props = {
  /** The section's heading ('Tags'), which also names its id ('tags-title'). */
  title: string;
  /** What is added: 'Tag' makes the 'Add Tag' button and the 'New tag' panel. */
  noun: string;
  /** The form of a new one ('new-tag' ids, 'Create Tag'), which closes once saved. */
  form: (place: FormPlace) => ReactNode;
  children: ReactNode;
};

/**
 * A section of the tag page: its heading with an 'Add …' button, the answer of the last
 * addition, the new item's form while adding, its list.
 */
export function AddingSection({ title, noun, form, children }: Props) {
  const [adding, setAdding] = useState(false);
  const write = useTagWrite();
  const headingId = `${title.toLowerCase()}-title`;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {!adding && (
          <Button variant="small" onClick={() => setAdding(true)}>
            Add {noun}
          </Button>
        )}
      </div>
      <ResultNotice result={write.result} />
      {adding && (
        <div
          role="group"
          aria-label={`New ${noun.toLowerCase()}`}
          className="rounded-lg border border-slate-200 bg-white p-4"
        >
          <h3 className="mb-2 font-medium">Add {noun}</h3>
          {form({
            idPrefix: `new-${noun.toLowerCase()}`,
            submitLabel: `Create ${noun}`,
            write,
            onClose: () => setAdding(false),
          })}
        </div>
      )}
      {children}
    </section>
  );
}
