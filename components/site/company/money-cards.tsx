import { formatLongDate } from "@/lib/domain/dates";
import type { CompanyFunding } from "@/lib/domain/funding";
import { formatCompactUsd, formatMillions } from "@/lib/domain/money";
import type { CompanyDetail } from "@/lib/queries/company-detail";
import { OutboundLink } from "../outbound-link";
import { linkClass, SectionCard } from "../section-card";

/** The latest reported valuation, its date and source; none: nothing. */
export function ValuationCard({ valuation }: { valuation: CompanyDetail["valuation"] }) {
  if (!valuation) return null;
  return (
    <SectionCard id="valuation-heading" title="Current Valuation">
      <div className="space-y-1">
        <p className="text-3xl font-bold text-slate-900">{formatMillions(valuation.amount)}</p>
        <p className="text-sm text-slate-600">as of {formatLongDate(valuation.date, "Never")}</p>
        <OutboundLink url={valuation.source_url} className={`text-sm ${linkClass}`}>
          Source
        </OutboundLink>
      </div>
    </SectionCard>
  );
}

const rounds = (count: number) => `${count} ${count === 1 ? "round" : "rounds"}`;

/**
 * The company's one funding figure (lib/domain/funding.ts) and what it is: the reported total,
 * with the disclosed rounds beside it when they differ, or the sum of those rounds; none: nothing.
 */
export function FundingCard({ funding }: { funding: CompanyFunding }) {
  if (funding.millions === null) return null;
  const { disclosed } = funding;
  return (
    <SectionCard id="funding-heading" title="Funding Summary">
      <div className="space-y-1">
        <p className="text-3xl font-bold text-slate-900" data-testid="funding-figure">
          {formatMillions(funding.millions)}
        </p>
        {funding.source === "curated" ? (
          <>
            <p className="text-sm text-slate-600">Total reported funding</p>
            {funding.differs && (
              <p className="text-sm text-slate-600">
                of which {formatCompactUsd(disclosed.usd)} disclosed in {rounds(disclosed.rounds)}
              </p>
            )}
          </>
        ) : (
          <p className="text-sm text-slate-600">Disclosed in {rounds(disclosed.rounds)}</p>
        )}
      </div>
    </SectionCard>
  );
}
