"use client";

import { TextField } from "@/components/admin/form/fields";
import type { FieldErrors } from "@/lib/validation/field-errors";
import type { CompanyForm } from "./company-form-state";

type Valuation = CompanyForm["valuation"];
type Props = { value: Valuation; errors: FieldErrors; onChange: (value: Valuation) => void };

/** The current valuation; a changed value is saved as a new valuation row. */
export function ValuationSection({ value, errors, onChange }: Props) {
  const field = (name: keyof Valuation) => ({
    id: `valuation-${name}`,
    value: value[name],
    error: errors[`valuation.${name}`],
    onChange: (text: string) => onChange({ ...value, [name]: text }),
  });
  return (
    <fieldset className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 md:grid-cols-3">
      <legend className="px-1 text-base font-semibold text-brand">Valuation</legend>
      <TextField
        {...field("amount")}
        label="Valuation amount"
        hint="In millions of USD; a B means billions (2.5B = 2500). Leave empty for none."
      />
      <TextField {...field("date")} label="Valuation date" type="date" />
      <TextField {...field("source_url")} label="Valuation source URL" type="url" />
    </fieldset>
  );
}
