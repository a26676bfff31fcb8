"use client";

import { CompanyCombobox } from "@/components/admin/company-combobox";
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
          <li
            key={company.id}
            className="inline-flex items-center gap-1 rounded-full bg-blue-100 py-1 pr-1 pl-3 text-sm text-blue-900"
          >
            {company.name}
            <button
              type="button"
              aria-label={`Remove ${company.name}`}
              onClick={() => onChange(companies.filter((chosen) => chosen.id !== company.id))}
              className="rounded-full px-1.5 text-blue-900 hover:bg-blue-200 focus-visible:outline-2 focus-visible:outline-brand"
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      {companies.length === 0 && noneDetected && (
        <p className="text-sm text-slate-600">(None detected)</p>
      )}
      {error && (
        <p id="companies-mentioned-error" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
