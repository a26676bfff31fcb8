import { formatLongDate } from "@/lib/domain/dates";
import { formatMillions } from "@/lib/domain/money";
import type { CompanyDetail } from "@/lib/queries/company-detail";
import { OutboundLink } from "../outbound-link";
import { EmptyText, linkClass, SectionCard } from "../section-card";

/** The latest reported valuation, its date and source. */
export function ValuationCard({ valuation }: { valuation: CompanyDetail["valuation"] }) {
  return (
    <SectionCard id="valuation-heading" title="Current Valuation">
      {valuation ? (
        <div className="space-y-1">
          <p className="text-3xl font-bold text-slate-900">{formatMillions(valuation.amount)}</p>
          <p className="text-sm text-slate-600">as of {formatLongDate(valuation.date, "Never")}</p>
          <OutboundLink url={valuation.source_url} className={`text-sm ${linkClass}`}>
            Source
          </OutboundLink>
        </div>
      ) : (
        <EmptyText>No valuation data available</EmptyText>
      )}
    </SectionCard>
  );
}

type FundingProps = { fundingMillions: number | null; totalFunding: string | null };

/** Total reported funding: the parsed amount, else the text as entered. */
export function FundingCard({ fundingMillions, totalFunding }: FundingProps) {
  const amount =
    fundingMillions !== null ? formatMillions(fundingMillions) : totalFunding?.trim() || null;
  return (
    <SectionCard id="funding-heading" title="Funding Summary">
      {amount ? (
        <div className="space-y-1">
          <p className="text-3xl font-bold text-slate-900">{amount}</p>
          <p className="text-sm text-slate-600">Total reported funding</p>
        </div>
      ) : (
        <EmptyText>No funding data available.</EmptyText>
      )}
    </SectionCard>
  );
}
