"use client";

import { Select } from "@/components/ui/controls";
import { Field } from "@/components/ui/field";
import { useTagNavigation } from "./tag-navigation";

type Props = {
  id: string;
  /** The select's accessible name ('Category filter'). */
  label: string;
  /** The URL's filter it sets. */
  field: "category" | "tag";
  /** The first choice, which lifts the filter ('All Categories'). */
  all: string;
  options: { id: number; name: string }[];
};

/** A select narrowing a tab to one category or tag, or to all; a choice shows the first page. */
export function IdFilter({ id, label, field, all, options }: Props) {
  const { state, go } = useTagNavigation();
  return (
    <Field id={id} label={label} hideLabel>
      {(aria) => (
        <Select
          {...aria}
          value={String(state[field] ?? "")}
          onChange={(value) => go({ [field]: value ? Number(value) : null, page: 1 })}
          options={[
            { value: "", label: all },
            ...options.map((option) => ({ value: String(option.id), label: option.name })),
          ]}
        />
      )}
    </Field>
  );
}
