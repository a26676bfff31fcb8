"use client";

import { useState } from "react";
import type { CategorySummary } from "@/lib/admin/tags/list-tags";
import { createCategoryAction } from "../actions";
import { CategoryCard } from "./category-card";
import { errorsOf, NameForm } from "./name-form";
import { ResultNotice } from "./result-notice";
import { AddingSection } from "./adding-section";
import { useTagWrite } from "./use-tag-write";

/** The category cards and the 'Add Category' form. */
export function CategorySection({ categories }: { categories: CategorySummary[] }) {
  const [adding, setAdding] = useState(false);
  const { result, busy, run } = useTagWrite();
  return (
    <AddingSection
      title="Categories"
      headingId="categories-title"
      noun="Category"
      adding={adding}
      onAdd={() => setAdding(true)}
      notice={<ResultNotice result={result} />}
      form={
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
      }
    >
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {categories.map((category) => (
          <CategoryCard key={category.id} category={category} categories={categories} />
        ))}
      </ul>
    </AddingSection>
  );
}
