"use client";

import { useEffect, useRef } from "react";
import {
  MAX_SEARCH_LENGTH,
  PAGE_SIZES,
  SORT_OPTIONS,
  type ListState,
} from "@/lib/domain/list-state";
import type { FilterTag } from "@/lib/queries/tags";
import { TagFilter } from "./tag-filter";
import { useListNavigation } from "./use-list-navigation";

const SEARCH_DELAY_MS = 300;

// Each list state is its own cached page, so these controls mount afresh after every
// change. What was typed lives here, outside the component, so that the new search box
// takes over the text, the caret and the focus, and keystrokes made meanwhile are kept.
// Only recent typing counts, so that text left behind on leaving the list is not revived.
const typed: { text: string | null; at: number } = { text: null, at: 0 };
const TYPING_MEMORY_MS = 5000;

type Props = { state: ListState; tags: FilterTag[]; isAdmin: boolean };

const selectClass = "rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm";

/**
 * The list's controls. A plain GET form, so that they work without JavaScript (submit
 * with the Apply button); with JavaScript each change applies at once.
 */
export function SearchControls({ state: current, tags, isAdmin }: Props) {
  const { state, change, pending } = useListNavigation(current);
  const searchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const searchBox = useRef<HTMLInputElement>(null);

  const onSearch = (value: string) => {
    typed.text = value;
    typed.at = Date.now();
    clearTimeout(searchTimer.current);
    searchTimer.current = setTimeout(
      () => change({ search: value.trim().slice(0, MAX_SEARCH_LENGTH) }),
      SEARCH_DELAY_MS,
    );
  };

  useEffect(() => {
    const input = searchBox.current;
    if (typed.text === null || !input) return;
    if (Date.now() - typed.at > TYPING_MEMORY_MS) {
      typed.text = null;
      return;
    }
    input.value = typed.text;
    input.focus();
    input.setSelectionRange(typed.text.length, typed.text.length);
    // Arrived at what was typed: done. Typed on meanwhile: search for that as well.
    if (typed.text.trim().slice(0, MAX_SEARCH_LENGTH) === current.search) typed.text = null;
    else onSearch(typed.text);
    return () => clearTimeout(searchTimer.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per list state
  }, [current.search]);

  return (
    <form
      method="get"
      action="/organizations"
      className="space-y-4"
      aria-busy={pending}
      onSubmit={(event) => {
        // With JavaScript, Enter in the search box applies the search without a page load.
        event.preventDefault();
        clearTimeout(searchTimer.current);
        typed.text = null;
        const search = new FormData(event.currentTarget).get("search");
        change({
          search: String(search ?? "")
            .trim()
            .slice(0, MAX_SEARCH_LENGTH),
        });
      }}
    >
      <div>
        <label htmlFor="company-search" className="sr-only">
          Search by name
        </label>
        <input
          id="company-search"
          ref={searchBox}
          name="search"
          type="search"
          defaultValue={state.search}
          maxLength={MAX_SEARCH_LENGTH}
          placeholder="Search by name"
          onChange={(event) => onSearch(event.target.value)}
          className="w-full rounded-md border border-slate-300 px-3 py-2"
        />
      </div>
      {isAdmin && (
        <div className="flex flex-wrap gap-4 text-sm">
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              name="showUnpublished"
              value="true"
              checked={state.showUnpublished}
              onChange={(event) => change({ showUnpublished: event.target.checked })}
            />
            Show unpublished companies
          </label>
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              name="showOnlyUnpublished"
              value="true"
              checked={state.showOnlyUnpublished}
              onChange={(event) => change({ showOnlyUnpublished: event.target.checked })}
            />
            Show only unpublished companies
          </label>
        </div>
      )}
      <TagFilter tags={tags} state={state} onChange={change} />
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3 text-sm">
        <fieldset className="flex items-center gap-3">
          <legend className="sr-only">View</legend>
          {(["gallery", "table"] as const).map((view) => (
            <label key={view} className="flex items-center gap-1.5">
              <input
                type="radio"
                name="view"
                value={view}
                checked={state.view === view}
                onChange={() => change({ view })}
              />
              {view === "gallery" ? "Gallery" : "Table"}
            </label>
          ))}
        </fieldset>
        <label className="flex items-center gap-2">
          Items per page
          <select
            name="itemsPerPage"
            value={state.itemsPerPage}
            onChange={(event) =>
              change({ itemsPerPage: event.target.value as ListState["itemsPerPage"] })
            }
            className={selectClass}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size === "all" ? "All" : size}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-2">
          Sort by
          <select
            name="sort"
            value={`${state.sortField}:${state.sortDirection}`}
            onChange={(event) => {
              const [sortField, sortDirection] = event.target.value.split(":");
              change({ sortField, sortDirection } as Partial<ListState>);
            }}
            className={selectClass}
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option.label} value={`${option.field}:${option.direction}`}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <noscript>
          <button
            type="submit"
            className="rounded-md bg-brand px-4 py-1.5 font-semibold text-white"
          >
            Apply
          </button>
        </noscript>
        {pending && (
          <span role="status" className="flex items-center gap-2 text-slate-600">
            <span className="h-4 w-4 animate-spin rounded-full border-2 border-slate-300 border-t-brand" />
            Loading...
          </span>
        )}
      </div>
    </form>
  );
}
