import { formatFundingAmount } from "@/lib/domain/funding-amount";
import type { UrlAnalysis } from "@/lib/domain/url-analysis";
import type { HeadlineFormValues } from "./headline-form-values";

/** Fills the form from an analysis: what it found replaces, what it left empty stays. */
export function applyAnalysis(values: HeadlineFormValues, found: UrlAnalysis): HeadlineFormValues {
  const known = new Set(values.companies.map((company) => company.id));
  return {
    ...values,
    description: found.title || values.description,
    headline_date: found.headlineDate || values.headline_date,
    media_outlet: found.mediaOutlet || values.media_outlet,
    headline_type: found.headlineType || values.headline_type,
    total_amount:
      found.totalAmount !== null ? formatFundingAmount(found.totalAmount) : values.total_amount,
    companies: [...values.companies, ...found.organizations.filter((org) => !known.has(org.id))],
  };
}
