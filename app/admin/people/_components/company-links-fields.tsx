"use client";

import Link from "next/link";
import { CompanyCombobox } from "@/components/admin/company-combobox";
import { Badge } from "@/components/ui/badge";
import type { CompanySuggestion } from "@/lib/admin/companies/suggest-companies";
import type { FieldErrors } from "@/lib/validation/field-errors";
import { suggestCompaniesAction } from "../../suggest-companies-action";
import { buttonClass } from "@/components/ui/button";
import { TextField } from "@/components/ui/controlled-fields";
import { FieldError } from "@/components/ui/field";
import type { CompanyRow } from "./person-form-values";

type Props = {
  companies: CompanyRow[];
  errors: FieldErrors;
  onChange: (companies: CompanyRow[]) => void;
};

/** The companies the person belongs to: found by name, each with a role and a founder flag. */
export function CompanyLinksFields({ companies, errors, onChange }: Props) {
  const update = (index: number, change: Partial<CompanyRow>) =>
    onChange(companies.map((company, i) => (i === index ? { ...company, ...change } : company)));

  function add(company: CompanySuggestion): string {
    if (companies.some((row) => row.organization_id === company.id)) {
      return `${company.name} is already listed.`;
    }
    onChange([
      ...companies,
      {
        organization_id: company.id,
        name: company.name,
        shortname: company.shortname,
        published: true,
        role: "",
        is_founder: false,
      },
    ]);
    return `${company.name} added.`;
  }

  return (
    <fieldset className="space-y-3">
      <legend className="text-base font-semibold text-brand">Companies</legend>
      <FieldError id="companies" message={errors.companies} />
      {companies.length === 0 && <p className="text-sm text-slate-600">No companies.</p>}
      {companies.map((company, index) => {
        const roleId = `companies.${index}.role`;
        const founderId = `companies.${index}.is_founder`;
        const companyError = errors[`companies.${index}.organization_id`];
        return (
          <fieldset
            key={company.organization_id}
            className="rounded-md border border-slate-200 p-3"
          >
            <legend className="px-1 text-sm font-medium text-slate-700">
              Company {index + 1}: {company.name}
            </legend>
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <Link href={`/organizations/${company.shortname}`} className="text-brand underline">
                /organizations/{company.shortname}
              </Link>
              {!company.published && <Badge color="warning">Unpublished</Badge>}
            </p>
            <FieldError id={`companies.${index}.organization_id`} message={companyError} />
            <div className="mt-2 grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
              <TextField
                id={roleId}
                label="Role"
                value={company.role}
                placeholder="CEO, CTO…"
                error={errors[roleId]}
                onChange={(role) => update(index, { role })}
              />
              <label htmlFor={founderId} className="flex items-center gap-2 py-2 text-sm">
                <input
                  id={founderId}
                  type="checkbox"
                  checked={company.is_founder}
                  onChange={(event) => update(index, { is_founder: event.target.checked })}
                  className="h-4 w-4 accent-brand"
                />
                Is founder
              </label>
              <button
                type="button"
                onClick={() => onChange(companies.filter((_, i) => i !== index))}
                aria-label={`Remove ${company.name}`}
                className={buttonClass.remove}
              >
                Remove
              </button>
            </div>
          </fieldset>
        );
      })}
      <CompanyCombobox
        id="company-search"
        label="Add a company"
        suggest={suggestCompaniesAction}
        onPick={add}
      />
    </fieldset>
  );
}
