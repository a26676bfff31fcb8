"use client";

import { useState } from "react";
import { buttonClass } from "@/components/ui/button";
import type { TagSummary } from "@/lib/admin/tags/list-tags";
import type { ActionResult } from "@/lib/admin/action-result";
import { mergeTagsAction } from "../bulk-actions";
import { ResultNotice } from "./result-notice";
import { useTagWrite } from "./use-tag-write";

type Props = {
  title: string;
  tags: TagSummary[];
  onRemove?: () => void;
  onMerged?: (result: ActionResult) => void;
};

/** A group of duplicates: which tag to keep (the most used by default), 'Merge Group'. */
export function DuplicateGroup({ title, tags, onRemove, onMerged }: Props) {
  const [keep, setKeep] = useState(tags[0].id);
  const { result, busy, run } = useTagWrite();
  const name = `keep-${title}`;
  return (
    <li aria-label={title} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <fieldset>
        <legend className="font-medium text-slate-900">{title}: tag to keep</legend>
        {tags.map((tag) => (
          <div key={tag.id} className="mt-1 flex items-center gap-2 text-sm">
            <input
              type="radio"
              id={`${name}-${tag.id}`}
              name={name}
              checked={keep === tag.id}
              onChange={() => setKeep(tag.id)}
            />
            <label htmlFor={`${name}-${tag.id}`}>
              {tag.name} ({tag.category ?? "Other"}) · Used by {tag.usage} companies
            </label>
          </div>
        ))}
      </fieldset>
      <div className="flex gap-2">
        <button
          type="button"
          className={buttonClass.primary}
          disabled={busy}
          onClick={() =>
            run(
              () =>
                mergeTagsAction(
                  tags.map((t) => t.id),
                  keep,
                ),
              onMerged,
            )
          }
        >
          Merge Group
        </button>
        {onRemove && (
          <button type="button" className={buttonClass.secondary} onClick={onRemove}>
            Remove Group
          </button>
        )}
      </div>
      {/* A success is told by the tab: the merged group leaves the list. */}
      <ResultNotice result={result?.ok ? null : result} />
    </li>
  );
}
