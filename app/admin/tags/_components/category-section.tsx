"use client";

import type { CategorySummary } from "@/lib/admin/tags/list-tags";
import { createCategoryAction } from "../actions";
import { AddingSection } from "./adding-section";
import { CategoryCard } from "./category-card";
import { NameForm } from "./name-form";

/** The category cards and the 'Add Category' form. */
export function CategorySection({ categories }: { categories: CategorySummary[] }) {
  return (
    <AddingSection
      title="Categories"
      noun="Category"
      form={(place) => (
        <NameForm {...place} initial={{ name: "", description: "" }} save={createCategoryAction} />
      )}
    >
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {categories.map((category) => (
          <CategoryCard key={category.id} category={category} categories={categories} />
        ))}
      </ul>
    </AddingSection>
  );
}
