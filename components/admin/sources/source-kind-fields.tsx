"use client";

import { CompanyCombobox } from "@/components/admin/company-combobox";
import { SelectField, TextField } from "@/components/ui/controlled-fields";
import { FieldError } from "@/components/ui/field";
import type { FieldErrors } from "@/lib/validation/field-errors";
import type { SourceFormActions } from "./source-actions";
import type { SourceFormValues, SourceKindValue } from "./source-form-values";

const KINDS = [
  { value: "outlet", label: "Outlet" },
  { value: "company", label: "Company blog" },
] as const;

type Props = {
  values: SourceFormValues;
  errors: FieldErrors;
  onChange: (change: Partial<SourceFormValues>) => void;
  suggest: SourceFormActions["suggestCompanies"];
};

/** Whose feed it is: an outlet, by its name, or a company's own blog, its company picked. */
export function SourceKindFields({ values, errors, onChange, suggest }: Props) {
  return (
    <div className="space-y-4">
      <SelectField
        id="kind"
        label="Kind"
        value={values.kind}
        options={KINDS}
        onChange={(kind) => onChange({ kind: kind as SourceKindValue })}
        error={errors.kind}
      />
      {values.kind === "outlet" ? (
        <TextField
          id="outlet"
          label="Outlet name"
          required
          value={values.outlet}
          onChange={(outlet) => onChange({ outlet })}
          hint="As its headlines name it: TechCrunch, The New Stack…"
          error={errors.outlet}
        />
      ) : (
        <div>
          <CompanyCombobox
            id="organization_id"
            label="Company"
            suggest={suggest}
            onPick={(company) => onChange({ company: { id: company.id, name: company.name } })}
          />
          <p className="text-sm text-slate-700">
            {values.company ? (
              <>
                Company: <strong>{values.company.name}</strong>
              </>
            ) : (
              "No company chosen yet."
            )}
          </p>
          <FieldError id="organization_id" message={errors.organization_id} />
        </div>
      )}
    </div>
  );
}
