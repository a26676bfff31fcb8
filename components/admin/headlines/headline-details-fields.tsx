"use client";

import { SelectField, TextField } from "@/components/ui/controlled-fields";
import type { FieldBinder } from "@/components/ui/field-binder";
import { HEADLINE_TYPES, ROUND_TYPES } from "@/lib/domain/constants";
import { headlineTypeBadge } from "@/lib/domain/headline-types";
import { detectRoundType, roundTypeLabel } from "@/lib/domain/round-type";
import type { HeadlineFormValues } from "./headline-form-values";

const TYPE_OPTIONS = [
  { value: "", label: "Select a type" },
  ...HEADLINE_TYPES.map((type) => ({ value: type, label: headlineTypeBadge(type).label })),
];

/** The round type choices: empty reads it from the title, and says what it reads. */
function roundTypeOptions(title: string) {
  const detected = detectRoundType(title);
  const read = detected ? roundTypeLabel(detected) : "none detected";
  return [
    { value: "", label: `Read from the text (${read})` },
    ...ROUND_TYPES.map((type) => ({ value: type, label: roundTypeLabel(type) })),
  ];
}

type Props = { values: HeadlineFormValues; bind: FieldBinder<HeadlineFormValues> };

/** The headline's type, date and outlet, and its amount in USD when it is a funding. */
export function HeadlineDetailsFields({ values, bind }: Props) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label="Headline Type"
        required
        options={TYPE_OPTIONS}
        {...bind("headline_type")}
      />
      <TextField label="Date" type="date" required {...bind("headline_date")} />
      <TextField label="Media Outlet" {...bind("media_outlet")} />
      {values.headline_type === "funding" && (
        <TextField
          label="Funding Amount"
          hint="In USD: 12.5M, 1.2B or 3,000,000"
          prefix="$"
          inputMode="decimal"
          {...bind("total_amount")}
        />
      )}
      {values.headline_type === "funding" && (
        <SelectField
          label="Round type"
          hint="Leave it to the text unless the title names it wrongly or not at all"
          options={roundTypeOptions(values.description)}
          {...bind("round_type")}
        />
      )}
    </div>
  );
}
