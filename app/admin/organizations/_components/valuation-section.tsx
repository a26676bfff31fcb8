"use client";

import { TextField } from "@/components/ui/controlled-fields";
import type { RecordedValuation } from "@/lib/companies/sync-valuation";
import type { FieldErrors } from "@/lib/validation/field-errors";
import type { CompanyForm } from "./company-form-state";
import { RecordedValuations } from "./recorded-valuations";

type Valuation = CompanyForm["valuation"];
type Props = {
  value: Valuation;
  errors: FieldErrors;
  onChange: (value: Valuation) => void;
  /** An existing company's recorded valuations (none for a new company). */
  recorded?: { companyId: number; rows: RecordedValuation[] };
};

/**
 * The current valuation, then the recorded ones. A save adds a valuation row when a value
 * differs from the current one, and never deletes one.
 */
export function ValuationSection({ value, errors, onChange, recorded }: Props) {
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
        hint="In millions of USD; a B means billions (2.5B = 2500). A changed value adds a valuation; empty adds none."
      />
      <TextField {...field("date")} label="Valuation date" type="date" />
      <TextField {...field("source_url")} label="Valuation source URL" type="url" />
      {recorded && <RecordedValuations {...recorded} />}
    </fieldset>
  );
}
