"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { CategorySummary, Paged, TagSummary } from "@/lib/admin/tags/list-tags";
import type { ActionResult } from "@/lib/admin/action-result";
import { byKeepOrder } from "@/lib/domain/tag-duplicates";
import { Checklist } from "./checklist";
import { DuplicateGroup } from "./duplicate-group";
import { ResultNotice } from "./result-notice";
import { TabPager } from "./tab-pager";
import { TagFilters } from "./tag-filters";
import { useTagNavigation } from "./tag-navigation";

type Props = {
  groups: TagSummary[][];
  categories: CategorySummary[];
  choices: Paged<TagSummary> | null;
};

/** Auto-detected duplicate groups, and groups the curator makes in selection mode. */
export function DuplicatesTab({ groups, categories, choices }: Props) {
  const { state, go } = useTagNavigation();
  const [picked, setPicked] = useState(new Map<number, TagSummary>());
  const [manual, setManual] = useState<TagSummary[][]>([]);
  const [merged, setMerged] = useState<ActionResult | null>(null);
  const groupKey = (group: TagSummary[]) => group.map((t) => t.id).join("-");

  function createGroup() {
    setManual([...manual, [...picked.values()].sort(byKeepOrder)]);
    setPicked(new Map());
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-2">
        {state.select ? (
          <Button
            onClick={() => {
              setPicked(new Map());
              go({ select: false, q: "", category: null, page: 1 });
            }}
          >
            Cancel Selection
          </Button>
        ) : (
          <Button onClick={() => go({ select: true, page: 1 })}>Select Duplicates</Button>
        )}
      </div>
      <ResultNotice result={merged} />
      {state.select && choices && (
        <section
          aria-labelledby="select-title"
          className="space-y-2 rounded-lg border border-slate-200 bg-slate-50 p-4"
        >
          <h2 id="select-title" className="font-semibold">
            Select tags for a group ({picked.size} selected)
          </h2>
          <TagFilters idPrefix="duplicate" categories={categories} />
          <Checklist
            label="Tags to group"
            rows={choices.rows}
            chosen={picked}
            onChange={setPicked}
            itemLabel={(t) => `${t.name} (${t.category ?? "Other"}) · ${t.usage}`}
          />
          <TabPager label="Tags pages" list={choices} />
          {picked.size < 2 && (
            <p className="text-sm text-slate-600">Select at least 2 tags to create a group.</p>
          )}
          <Button variant="primary" disabled={picked.size < 2} onClick={createGroup}>
            Create Group
          </Button>
        </section>
      )}
      {manual.length > 0 && (
        <section aria-labelledby="manual-title" className="space-y-2">
          <h2 id="manual-title" className="font-semibold">
            Manual groups
          </h2>
          <ul className="grid gap-3 md:grid-cols-2">
            {manual.map((group, index) => (
              <DuplicateGroup
                key={groupKey(group)}
                title={`Manual group ${index + 1}`}
                tags={group}
                onRemove={() => setManual(manual.filter((g) => g !== group))}
                onMerged={(answer) => {
                  if (!answer.ok) return;
                  setMerged(answer);
                  setManual(manual.filter((g) => g !== group));
                }}
              />
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="auto-title" className="space-y-2">
        <h2 id="auto-title" className="font-semibold">
          Detected duplicates
        </h2>
        {groups.length === 0 ? (
          <p className="text-sm text-slate-600">No duplicates found</p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {groups.map((group) => (
              <DuplicateGroup
                key={groupKey(group)}
                title={`Group ${group[0].name}`}
                tags={group}
                onMerged={(answer) => answer.ok && setMerged(answer)}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
