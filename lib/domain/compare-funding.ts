import { companyFunding } from "./funding";
import { formatMillions } from "./money";

type FundingFigures = {
  /** The curated total, in millions. */
  funding_millions: number | null;
  rounds: readonly { amount_usd: number | null }[];
};

/** The funding figure a comparison shows of a company (the site's rule), null when none. */
export function compareFunding(company: FundingFigures): string | null {
  const { millions } = companyFunding(
    company.funding_millions,
    company.rounds.map((round) => round.amount_usd),
  );
  return millions === null ? null : formatMillions(millions);
}
