import { BELOW_ON_PHONE, ScrollTable } from "@/components/ui/scroll-table";
import { formatShortDate } from "@/lib/domain/dates";
import { formatCompactUsd } from "@/lib/domain/money";
import { roundTypeLabel } from "@/lib/domain/round-type";
import type { FundingRound } from "@/lib/queries/funding-rounds";
import { OutboundLink } from "../outbound-link";
import { linkClass, SectionCard } from "../section-card";

// On a phone: date, amount and type on a line, the source under them.
const rowClass = "max-sm:grid max-sm:grid-cols-[6.5rem_6rem_minmax(0,1fr)]";

/**
 * The company's funding rounds from its funding headlines, newest first; none: nothing. Their
 * sum is in the Funding Summary beside it.
 */
export function FundingRounds({ rounds }: { rounds: FundingRound[] }) {
  if (rounds.length === 0) return null;
  return (
    <SectionCard id="funding-rounds-heading" title="Funding rounds">
      <ScrollTable tableClassName="w-full border-collapse text-sm">
        <caption className="sr-only">Funding rounds</caption>
        <thead>
          <tr className={`border-b border-slate-200 text-left ${rowClass}`}>
            <th scope="col" className="py-1 pr-3 font-semibold">
              Date
            </th>
            <th scope="col" className="py-1 pr-3 text-right font-semibold">
              Amount
            </th>
            <th scope="col" className="py-1 pr-3 font-semibold">
              Round
            </th>
            <th scope="col" className={`py-1 font-semibold ${BELOW_ON_PHONE.heading}`}>
              Source
            </th>
          </tr>
        </thead>
        <tbody>
          {rounds.map((round) => (
            <tr
              key={round.headline_id}
              className={`border-b border-slate-100 align-top ${rowClass}`}
            >
              <td className="whitespace-nowrap py-1.5 pr-3">{formatShortDate(round.date)}</td>
              <td className="py-1.5 pr-3 text-right tabular-nums">
                {round.amount_usd !== null ? formatCompactUsd(round.amount_usd) : "Undisclosed"}
              </td>
              <td className="whitespace-nowrap py-1.5 pr-3">{roundTypeLabel(round.round_type)}</td>
              <td className={`py-1.5 ${BELOW_ON_PHONE.cell}`}>
                <OutboundLink url={round.source_url} className={linkClass}>
                  {round.description}
                </OutboundLink>
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </SectionCard>
  );
}
