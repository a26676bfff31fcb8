"use client";

import {
  defaultSort,
  listStateToParams,
  MAX_SEARCH_LENGTH,
  PAGE_SIZES,
  SORT_OPTIONS,
  type ListState,
} from "@/lib/domain/list-state";
import type { FilterTag } from "@/lib/queries/tags";
import { RadioChoices } from "../radio-choices";
import { useTypedSearch } from "../typed-search";
import { TagFilter } from "./tag-filter";
import { useListNavigation } from "./use-list-navigation";

type Props = { state: ListState; tags: FilterTag[]; isAdmin: boolean };

// The admin's two filters of unpublished companies, each a checkbox of the list's URL.
const ADMIN_FILTERS = [
  { name: "showUnpublished", label: "Show unpublished companies" },
  { name: "showOnlyUnpublished", label: "Show only unpublished companies" },
] as const;

const VIEWS = [
  { value: "gallery", label: "Gallery" },
  { value: "table", label: "Table" },
] as const;

// The facets' filters, which this form has no control for: sent without JavaScript, it
// keeps them.
const FACET_PARAMS = ["type", "foundedFrom", "foundedTo", "funding", "hasValuation"];

const selectClass = "rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm";

type Sort = Pick<ListState, "sortField" | "sortDirection">;

/**
 * A sort as the select sends it: empty for the list's default, which follows the search
 * (relevance with one), so that a search typed without JavaScript sorts by relevance.
 */
function sortValue(sort: Sort, { search }: ListState) {
  const fallback = defaultSort(search);
  const isDefault =
    sort.sortField === fallback.sortField && sort.sortDirection === fallback.sortDirection;
  return isDefault ? "" : `${sort.sortField}:${sort.sortDirection}`;
}

/**
 * The list's controls. A plain GET form, so that they work without JavaScript (submit
 * with the Apply button); with JavaScript each change applies at once.
 */
export function SearchControls({ state: current, tags, isAdmin }: Props) {
  const { state, change, pending } = useListNavigation(current);
  const {
    box: searchBox,
    type: typeSearch,
    submit: submitSearch,
  } = useTypedSearch("/organizations", current.search, (text) => change({ search: text }));

  return (
    <form
      method="get"
      action="/organizations"
      className="space-y-4"
      aria-busy={pending}
      onSubmit={(event) => {
        // With JavaScript, Enter in the search box applies the search without a page load.
        event.preventDefault();
        submitSearch(String(new FormData(event.currentTarget).get("search") ?? ""));
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
          onChange={(event) => typeSearch(event.target.value)}
          className="w-full rounded-md border border-slate-300 px-3 py-2"
        />
      </div>
      {isAdmin && (
        <div className="flex flex-wrap gap-4 text-sm">
          {ADMIN_FILTERS.map(({ name, label }) => (
            <label key={name} className="flex items-center gap-2">
              <input
                type="checkbox"
                name={name}
                value="true"
                checked={state[name]}
                onChange={(event) => change({ [name]: event.target.checked })}
              />
              {label}
            </label>
          ))}
        </div>
      )}
      {[...listStateToParams(state)]
        .filter(([name]) => FACET_PARAMS.includes(name))
        .map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      <TagFilter tags={tags} state={state} onChange={change} />
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3 text-sm">
        <fieldset className="flex items-center gap-3">
          <legend className="sr-only">View</legend>
          <RadioChoices
            name="view"
            options={VIEWS}
            value={state.view}
            onChange={(view) => change({ view })}
            labelClassName="flex items-center gap-1.5"
          />
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
            value={sortValue(state, state)}
            onChange={(event) => {
              const [sortField, sortDirection] = event.target.value.split(":");
              change(
                sortField
                  ? ({ sortField, sortDirection } as Partial<ListState>)
                  : defaultSort(state.search),
              );
            }}
            className={selectClass}
          >
            {SORT_OPTIONS.filter(({ field }) => field !== "relevance" || state.search).map(
              (option) => (
                <option
                  key={option.label}
                  value={sortValue(
                    { sortField: option.field, sortDirection: option.direction },
                    state,
                  )}
                >
                  {option.label}
                </option>
              ),
            )}
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
