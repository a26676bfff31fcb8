"use client";

import { SelectField, TextField } from "@/components/ui/controlled-fields";
import { HEADLINE_TYPES } from "@/lib/domain/constants";
import { headlineTypeBadge } from "@/lib/domain/headline-types";
import type { FieldErrors } from "@/lib/validation/field-errors";
import { FundingAmountField } from "./funding-amount-field";
import type { HeadlineFormValues } from "./headline-form-values";

const TYPE_OPTIONS = [
  { value: "", label: "Select a type" },
  ...HEADLINE_TYPES.map((type) => ({ value: type, label: headlineTypeBadge(type).label })),
];

type Props = {
  values: HeadlineFormValues;
  errors: FieldErrors;
  set: <K extends keyof HeadlineFormValues>(field: K, value: HeadlineFormValues[K]) => void;
};

/** The headline's type, date and outlet, and its amount when it is a funding. */
export function HeadlineDetailsFields({ values, errors, set }: Props) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        id="headline_type"
        label="Headline Type"
        required
        value={values.headline_type}
        onChange={(type) => set("headline_type", type)}
        options={TYPE_OPTIONS}
        error={errors.headline_type}
      />
      <TextField
        id="headline_date"
        label="Date"
        type="date"
        required
        value={values.headline_date}
        onChange={(date) => set("headline_date", date)}
        error={errors.headline_date}
      />
      <TextField
        id="media_outlet"
        label="Media Outlet"
        value={values.media_outlet}
        onChange={(outlet) => set("media_outlet", outlet)}
        error={errors.media_outlet}
      />
      {values.headline_type === "funding" && (
        <FundingAmountField
          value={values.total_amount}
          onChange={(amount) => set("total_amount", amount)}
          error={errors.total_amount}
        />
      )}
    </div>
  );
}
