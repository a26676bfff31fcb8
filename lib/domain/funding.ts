// A company's funding figure, the one every page, total, file and card shows: the total a
// curator set (organization.total_funding, parsed to funding_millions) when there is one, else
// the sum of its disclosed rounds (its published funding headlines' amounts). Lists sort,
// filter and sum by the same rule in SQL (FUNDING_MILLIONS in lib/queries/fragments.ts);
// a test holds the two equal.

/** What the home page and /stats say their funding total counts. */
export const FUNDING_TOTAL_NOTE =
  "Curated totals, or the sum of disclosed rounds where no total is set.";

/** The rounds a company disclosed an amount for: their sum in USD and their number. */
export type DisclosedRounds = { usd: number; rounds: number };

export type CompanyFunding = {
  /** The figure, in millions of USD; null when there is neither a total nor a disclosed round. */
  millions: number | null;
  /** Where the figure comes from. */
  source: "curated" | "rounds" | null;
  disclosed: DisclosedRounds;
  /** A curated total that differs from the disclosed rounds: the page says "of which …". */
  differs: boolean;
};

/** The disclosed rounds among amounts in USD (null: a round without an amount). */
export function disclosedRounds(amountsUsd: readonly (number | null)[]): DisclosedRounds {
  const disclosed = amountsUsd.filter((amount): amount is number => amount !== null && amount > 0);
  return { usd: disclosed.reduce((sum, amount) => sum + amount, 0), rounds: disclosed.length };
}

/** A company's funding figure from its curated total (millions) and its rounds' amounts (USD). */
export function companyFunding(
  curatedMillions: number | null,
  roundAmountsUsd: readonly (number | null)[],
): CompanyFunding {
  const disclosed = disclosedRounds(roundAmountsUsd);
  if (curatedMillions !== null) {
    // Rounding to the dollar: "1.5B" and three rounds adding up to 1.5 billion are the same.
    const differs =
      disclosed.rounds > 0 && Math.round(curatedMillions * 1e6) !== Math.round(disclosed.usd);
    return { millions: curatedMillions, source: "curated", disclosed, differs };
  }
  if (disclosed.rounds > 0)
    return { millions: disclosed.usd / 1e6, source: "rounds", disclosed, differs: false };
  return { millions: null, source: null, disclosed, differs: false };
}
