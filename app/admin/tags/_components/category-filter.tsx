"use client";

import { inputClass } from "@/components/ui/field";
import type { CategorySummary } from "@/lib/admin/tags/list-tags";
import { useTagNavigation } from "./tag-navigation";

type Props = { id: string; categories: CategorySummary[] };

/** The 'All Categories' select of a tab: choosing a category shows its first page. */
export function CategoryFilter({ id, categories }: Props) {
  const { state, go } = useTagNavigation();
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        Category filter
      </label>
      <select
        id={id}
        className={inputClass}
        value={state.category ?? ""}
        onChange={(event) =>
          go({ category: event.target.value ? Number(event.target.value) : null, page: 1 })
        }
      >
        <option value="">All Categories</option>
        {categories.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
    </div>
  );
}
