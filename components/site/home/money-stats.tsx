import { FUNDING_TOTAL_NOTE } from "@/lib/domain/funding";
import { formatMillions } from "@/lib/domain/money";
import { getMoneyTotals, type MoneyTotals } from "@/lib/queries/home";
import { StatCard } from "./stat-card";

export const FUNDING_LABEL = "Total Funding of COSS Companies";
export const VALUATION_LABEL = "Total Valuation of COSS Companies";

const companies = (count: number) => `across ${count} ${count === 1 ? "company" : "companies"}`;

/** The total funding and what it counts, as the home page and /stats show it; null: '---'. */
export function FundingStatCard({ totals }: { totals: MoneyTotals | null }) {
  return (
    <StatCard
      label={FUNDING_LABEL}
      value={totals ? formatMillions(totals.fundingMillions) : "---"}
      detail={companies(totals?.fundedCompanies ?? 0)}
      note={FUNDING_TOTAL_NOTE}
    />
  );
}

/** Total funding and total valuation; on error '---' and a count of 0. */
export async function MoneyStats() {
  let totals: MoneyTotals | null = null;
  try {
    totals = await getMoneyTotals();
  } catch (error) {
    console.error(`Money totals: ${(error as Error).message}`);
  }
  return (
    <>
      <FundingStatCard totals={totals} />
      <StatCard
        label={VALUATION_LABEL}
        value={totals ? formatMillions(totals.valuationMillions) : "---"}
        detail={companies(totals?.valuedCompanies ?? 0)}
      />
    </>
  );
}
