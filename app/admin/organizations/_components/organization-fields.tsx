"use client";

import { CheckboxField, SelectField, TextField } from "@/components/ui/controlled-fields";
import { ORGANIZATION_TYPES } from "@/lib/domain/constants";
import type { FieldErrors } from "@/lib/validation/field-errors";
import type { CompanyForm, TextKey } from "./company-form-state";

type Props = {
  form: CompanyForm;
  errors: FieldErrors;
  onChange: (patch: Partial<CompanyForm>) => void;
};

const TYPE_OPTIONS = ORGANIZATION_TYPES.map((type) => ({
  value: type,
  label: type[0].toUpperCase() + type.slice(1),
}));

const FLAGS: { field: "fallback_avatar" | "published"; label: string; hint: string }[] = [
  {
    field: "fallback_avatar",
    label: "Use the fallback avatar",
    hint: "Shows the logo URL above; without it, the website's icon.",
  },
  {
    field: "published",
    label: "Published",
    hint: "Unpublished companies are visible only to admins.",
  },
];

/** The organization's own fields (admin-area §3). */
export function OrganizationFields({ form, errors, onChange }: Props) {
  const text = (field: TextKey | "organization_type") => ({
    id: `company-${field}`,
    value: form[field],
    error: errors[field],
    onChange: (value: string) => onChange({ [field]: value }),
  });
  return (
    <fieldset className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 md:grid-cols-2">
      <legend className="px-1 text-base font-semibold text-brand">Organization</legend>
      <TextField {...text("name")} label="Name" required />
      <SelectField
        {...text("organization_type")}
        label="Organization type"
        options={TYPE_OPTIONS}
      />
      <div className="md:col-span-2">
        <TextField
          {...text("short_description")}
          label="Short description"
          hint="About 50 characters, shown on cards."
        />
      </div>
      <div className="md:col-span-2">
        <TextField {...text("description")} label="Description" rows={5} />
      </div>
      <TextField {...text("city")} label="City" hint="'City, ST, USA' or 'City, Country'" />
      <TextField {...text("year_founded")} label="Year founded" hint="4 digits, e.g. 2019" />
      <TextField {...text("total_funding")} label="Total funding" hint="e.g. 10M or 1.5B" />
      <TextField {...text("logo_url")} label="Logo URL" type="url" />
      {FLAGS.map(({ field, label, hint }) => (
        <CheckboxField
          key={field}
          id={`company-${field}`}
          label={label}
          hint={hint}
          checked={form[field]}
          onChange={(checked) => onChange({ [field]: checked })}
        />
      ))}
    </fieldset>
  );
}
