"use client";

import { SelectField } from "@/components/ui/controlled-fields";
import type { CategorySummary } from "@/lib/admin/tags/list-tags";
import { NameForm, type NamedValues, type NameFormProps } from "./name-form";

export type TagValues = NamedValues & { category_id: string };

type Props = Omit<NameFormProps<TagValues>, "more"> & { categories: CategorySummary[] };

/** Name, optional description and category of a tag, for adding and for inline editing. */
export function TagForm({ categories, ...props }: Props) {
  return (
    <NameForm
      {...props}
      more={(values, change, errors) => (
        <SelectField
          id={`${props.idPrefix}-category`}
          label="Category"
          required
          value={values.category_id}
          error={errors?.category_id}
          onChange={(category_id) => change({ ...values, category_id })}
          options={[
            { value: "", label: "Select a category" },
            ...categories.map((c) => ({ value: String(c.id), label: c.name })),
          ]}
        />
      )}
    />
  );
}
