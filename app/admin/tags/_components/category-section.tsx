"use client";

import { useState } from "react";
import { buttonClass } from "@/components/ui/button";
import type { CategorySummary } from "@/lib/admin/tags/list-tags";
import { createCategoryAction } from "../actions";
import { CategoryCard } from "./category-card";
import { errorsOf, NameForm } from "./name-form";
import { ResultNotice } from "./result-notice";
import { useTagWrite } from "./use-tag-write";

/** The category cards and the 'Add Category' form. */
export function CategorySection({ categories }: { categories: CategorySummary[] }) {
  const [adding, setAdding] = useState(false);
  const { result, busy, run } = useTagWrite();
  return (
    <section aria-labelledby="categories-title" className="space-y-4">
      <div className="flex items-center gap-3">
        <h2 id="categories-title" className="text-lg font-semibold text-slate-900">
          Categories
        </h2>
        {!adding && (
          <button type="button" className={buttonClass.small} onClick={() => setAdding(true)}>
            Add Category
          </button>
        )}
      </div>
      <ResultNotice result={result} />
      {adding && (
        <div
          role="group"
          aria-label="New category"
          className="rounded-lg border border-slate-200 bg-white p-4"
        >
          <h3 className="mb-2 font-medium">Add Category</h3>
          <NameForm
            idPrefix="new-category"
            initial={{ name: "", description: "" }}
            submitLabel="Create Category"
            busy={busy}
            errors={errorsOf(result)}
            onCancel={() => setAdding(false)}
            onSubmit={(values) =>
              run(
                () => createCategoryAction(values),
                (answer) => answer.ok && setAdding(false),
              )
            }
          />
        </div>
      )}
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {categories.map((category) => (
          <CategoryCard key={category.id} category={category} categories={categories} />
        ))}
      </ul>
    </section>
  );
}
