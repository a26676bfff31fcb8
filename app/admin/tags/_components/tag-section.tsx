"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { CategorySummary, Paged, TagSummary } from "@/lib/admin/tags/list-tags";
import { createTagAction, deleteTagsAction, matchingTagsAction } from "../actions";
import { AddingSection } from "./adding-section";
import { ResultNotice } from "./result-notice";
import { TabPager } from "./tab-pager";
import { TagCard } from "./tag-card";
import { TagFilters } from "./tag-filters";
import { TagForm } from "./tag-form";
import { useTagNavigation } from "./tag-navigation";
import { useSelectMatching } from "./use-select-matching";
import { useTagWrite } from "./use-tag-write";

type Props = { tags: Paged<TagSummary>; categories: CategorySummary[] };

/**
 * The tag cards: search, category filter, selection and bulk delete, 'Add Tag'. 'Select All'
 * takes the page's tags; 'Select all N in this view' every tag the search and category match.
 */
export function TagSection({ tags, categories }: Props) {
  const { state } = useTagNavigation();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const bulk = useTagWrite();
  const matching = useSelectMatching<number>("tags");
  const selectMatching = () =>
    matching.select(
      () => matchingTagsAction(state.q, state.category),
      (ids) => setSelected((current) => new Set([...current, ...ids])),
    );
  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <AddingSection
      title="Tags"
      noun="Tag"
      form={(place) => (
        <TagForm
          {...place}
          categories={categories}
          initial={{ name: "", description: "", category_id: "" }}
          save={createTagAction}
        />
      )}
    >
      <TagFilters idPrefix="tag" categories={categories} />
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="small"
          onClick={() => setSelected(new Set([...selected, ...tags.rows.map((t) => t.id)]))}
        >
          Select All
        </Button>
        {tags.total > tags.rows.length && (
          <Button variant="small" disabled={matching.pending} onClick={selectMatching}>
            Select all {tags.total} in this view
          </Button>
        )}
        <Button variant="small" onClick={() => setSelected(new Set())}>
          Deselect All
        </Button>
        {selected.size > 0 && (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Delete {selected.size} tags
          </Button>
        )}
      </div>
      <ResultNotice result={matching.result} />
      <ResultNotice result={bulk.result} />
      {tags.rows.length === 0 ? (
        <p className="text-sm text-slate-600">No tags found</p>
      ) : (
        <ul className="grid gap-2 md:grid-cols-2">
          {tags.rows.map((tag) => (
            <TagCard
              key={tag.id}
              tag={tag}
              categories={categories}
              selected={selected.has(tag.id)}
              onSelect={(on) => toggle(tag.id, on)}
            />
          ))}
        </ul>
      )}
      <TabPager label="Tags pages" list={tags} />
      <ConfirmDialog
        title={`Delete ${selected.size} tags?`}
        open={confirming}
        busy={bulk.busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          bulk.run(
            () => deleteTagsAction([...selected]),
            (answer) => {
              setConfirming(false);
              if (answer.ok) setSelected(new Set());
            },
          )
        }
      >
        <p>Are you sure you want to delete {selected.size} tags? This action cannot be undone.</p>
        <p>Their associations with organizations will be removed as well.</p>
      </ConfirmDialog>
    </AddingSection>
  );
}
