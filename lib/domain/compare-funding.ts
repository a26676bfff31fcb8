import { formatMillions } from "./money";

type FundingFigures = { funding_millions: number | null; total_funding: string | null };

/**
 * The funding figure a comparison shows of a company: for now the one its page's Funding
 * Summary shows (the parsed total, else the text as entered), null when there is none. The one
 * place to change when the site's funding rule changes.
 */
export function compareFunding(company: FundingFigures): string | null {
  if (company.funding_millions !== null) return formatMillions(company.funding_millions);
  return company.total_funding?.trim() || null;
}
