import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { FoundedYears } from "@/lib/domain/founded-years";
import { FUNDING_BOUNDS, FUNDING_RANGES, type FundingRange } from "@/lib/domain/funding-ranges";

// The list's filters on a company's facts (year founded, disclosed funding, valuations), as
// conditions on `o`. The list's WHERE and its facets' counts both use these, so that a count
// is what choosing its value shows.

/** `o` founded within the range; an open end does not limit (no range: no condition). */
export function foundedWithin({ foundedFrom, foundedTo }: FoundedYears): SQL[] {
  return [
    ...(foundedFrom !== null ? [sql`o.year_founded >= ${foundedFrom}`] : []),
    ...(foundedTo !== null ? [sql`o.year_founded <= ${foundedTo}`] : []),
  ];
}

/** `o`'s disclosed funding is in the range (its parsed amount, organization.funding_millions). */
export function fundingWithin(range: FundingRange): SQL {
  const bounds = FUNDING_BOUNDS[range];
  if (!bounds) return sql`o.funding_millions is null`;
  const from = sql`o.funding_millions >= ${bounds.from}`;
  return bounds.below === null ? from : sql`${from} and o.funding_millions < ${bounds.below}`;
}

/** The funding range `o` falls in: each company in exactly one. */
export const FUNDING_RANGE_OF = sql<FundingRange>`case ${sql.join(
  FUNDING_RANGES.map((range) => sql`when ${fundingWithin(range)} then ${range}::text`),
  sql` `,
)} end`;

/** `o` has at least one valuation. */
export const HAS_VALUATION = sql`exists (select 1 from organizationvaluation v where v.organization_id = o.id)`;
