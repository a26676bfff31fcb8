"use client";

import { CompanyCombobox } from "@/components/admin/company-combobox";
import { RemovableChip } from "@/components/ui/chip";
import { FieldError } from "@/components/ui/field";
import type { CompanySuggestion } from "@/lib/admin/companies/suggest-companies";
import type { HeadlineFormActions } from "./headline-actions";
import type { ChosenCompany } from "./headline-form-values";

type Props = {
  companies: ChosenCompany[];
  error?: string;
  /** Shown when an analysis found no company: '(None detected)'. */
  noneDetected: boolean;
  onChange: (companies: ChosenCompany[]) => void;
  suggest: HeadlineFormActions["suggestCompanies"];
};

/** The companies a headline mentions: found by name (5 suggestions), shown as removable chips. */
export function CompaniesMentioned({ companies, error, noneDetected, onChange, suggest }: Props) {
  function add(company: CompanySuggestion): string {
    if (companies.some((chosen) => chosen.id === company.id)) {
      return `${company.name} is already listed.`;
    }
    onChange([...companies, { id: company.id, name: company.name }]);
    return `${company.name} added.`;
  }

  return (
    <div>
      <CompanyCombobox
        id="companies-mentioned"
        label="Companies Mentioned"
        suggest={suggest}
        onPick={add}
      />
      <ul aria-label="Chosen companies" className="flex flex-wrap gap-2">
        {companies.map((company) => (
          <RemovableChip
            key={company.id}
            removeLabel={`Remove ${company.name}`}
            onRemove={() => onChange(companies.filter((chosen) => chosen.id !== company.id))}
          >
            {company.name}
          </RemovableChip>
        ))}
      </ul>
      {companies.length === 0 && noneDetected && (
        <p className="text-sm text-slate-600">(None detected)</p>
      )}
      <FieldError id="companies-mentioned" message={error} />
    </div>
  );
}
