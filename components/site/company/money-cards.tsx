import { formatLongDate } from "@/lib/domain/dates";
import { formatMillions } from "@/lib/domain/money";
import { safeHttpUrl } from "@/lib/domain/urls";
import type { CompanyDetail } from "@/lib/queries/company-detail";
import { EmptyText, linkClass, SectionCard } from "./section-card";
import { externalLinkProps } from "@/components/ui/external-link";

/** The latest reported valuation, its date and source. */
export function ValuationCard({ valuation }: { valuation: CompanyDetail["valuation"] }) {
  const source = safeHttpUrl(valuation?.source_url);
  return (
    <SectionCard id="valuation-heading" title="Current Valuation">
      {valuation ? (
        <div className="space-y-1">
          <p className="text-3xl font-bold text-slate-900">{formatMillions(valuation.amount)}</p>
          <p className="text-sm text-slate-600">as of {formatLongDate(valuation.date, "Never")}</p>
          {source && (
            <a href={source} {...externalLinkProps} className={`text-sm ${linkClass}`}>
              Source
            </a>
          )}
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
