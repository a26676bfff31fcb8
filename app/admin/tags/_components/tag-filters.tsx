"use client";

import type { ReactNode } from "react";
import type { CategorySummary } from "@/lib/admin/tags/list-tags";
import { IdFilter } from "./id-filter";
import { SearchBox } from "./search-box";
import { useTagNavigation } from "./tag-navigation";

type Props = {
  /** Starts the ids of the search box and the select ('duplicate' makes 'duplicate-search'). */
  idPrefix: string;
  searchLabel?: string;
  categories: CategorySummary[];
  /** A filter of the tab's own, after the category. */
  children?: ReactNode;
};

/** A tab's filters on one row: the search, the category, and the tab's own if any. */
export function TagFilters({ idPrefix, searchLabel = "Search tags", categories, children }: Props) {
  const { state, go } = useTagNavigation();
  return (
    <div className={`grid gap-3 ${children ? "sm:grid-cols-3" : "sm:grid-cols-2"}`}>
      <SearchBox
        id={`${idPrefix}-search`}
        label={searchLabel}
        value={state.q}
        onSearch={(q) => go({ q, page: 1 })}
      />
      <IdFilter
        id={`${idPrefix}-category`}
        label="Category filter"
        field="category"
        all="All Categories"
        options={categories}
      />
      {children}
    </div>
  );
}
