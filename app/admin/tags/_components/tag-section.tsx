"use client";

import { useState } from "react";
import { buttonClass } from "@/components/ui/button";
import type { CategorySummary, Paged, TagSummary } from "@/lib/admin/tags/list-tags";
import { createTagAction, deleteTagsAction } from "../actions";
import { CategoryFilter } from "./category-filter";
import { errorsOf } from "./name-form";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ResultNotice } from "./result-notice";
import { SearchBox } from "./search-box";
import { TagCard } from "./tag-card";
import { TagForm } from "./tag-form";
import { useTagNavigation } from "./tag-navigation";
import { TagsPager } from "./tags-pager";
import { AddingSection } from "./adding-section";
import { useTagWrite } from "./use-tag-write";

type Props = { tags: Paged<TagSummary>; categories: CategorySummary[] };

/** The tag cards: search, category filter, selection and bulk delete, 'Add Tag'. */
export function TagSection({ tags, categories }: Props) {
  const { state, go } = useTagNavigation();
  const [adding, setAdding] = useState(false);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const add = useTagWrite();
  const bulk = useTagWrite();
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
      headingId="tags-title"
      noun="Tag"
      adding={adding}
      onAdd={() => setAdding(true)}
      notice={<ResultNotice result={add.result} />}
      form={
        <TagForm
          idPrefix="new-tag"
          categories={categories}
          submitLabel="Create Tag"
          busy={add.busy}
          initial={{ name: "", description: "", category_id: "" }}
          errors={errorsOf(add.result)}
          onCancel={() => setAdding(false)}
          onSubmit={(values) =>
            add.run(
              () => createTagAction(values),
              (answer) => answer.ok && setAdding(false),
            )
          }
        />
      }
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <SearchBox
          id="tag-search"
          label="Search tags"
          value={state.q}
          onSearch={(q) => go({ q, page: 1 })}
        />
        <CategoryFilter id="tag-category-filter" categories={categories} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={buttonClass.small}
          onClick={() => setSelected(new Set([...selected, ...tags.rows.map((t) => t.id)]))}
        >
          Select All
        </button>
        <button type="button" className={buttonClass.small} onClick={() => setSelected(new Set())}>
          Deselect All
        </button>
        {selected.size > 0 && (
          <button type="button" className={buttonClass.danger} onClick={() => setConfirming(true)}>
            Delete {selected.size} tags
          </button>
        )}
      </div>
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
      <TagsPager tags={tags} />
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
