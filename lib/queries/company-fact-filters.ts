import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { FoundedYears } from "@/lib/domain/founded-years";
import { FUNDING_BOUNDS, FUNDING_RANGES, type FundingRange } from "@/lib/domain/funding-ranges";
import { FUNDING_MILLIONS } from "./fragments";

// The list's filters on a company's facts (year founded, funding, valuations), as
// conditions on `o`. The list's WHERE and its facets' counts both use these, so that a count
// is what choosing its value shows.

/** `o` founded within the range; an open end does not limit (no range: no condition). */
export function foundedWithin({ foundedFrom, foundedTo }: FoundedYears): SQL[] {
  return [
    ...(foundedFrom !== null ? [sql`o.year_founded >= ${foundedFrom}`] : []),
    ...(foundedTo !== null ? [sql`o.year_founded <= ${foundedTo}`] : []),
  ];
}

/**
 * A funding figure (by default `o`'s, FUNDING_MILLIONS) is in the range; written so that the
 * figure is computed once per row.
 */
export function fundingWithin(range: FundingRange, figure: SQL = FUNDING_MILLIONS): SQL {
  const bounds = FUNDING_BOUNDS[range];
  if (!bounds) return sql`${figure} is null`;
  return sql`(${figure})::numeric <@ numrange(${bounds.from}, ${bounds.below}, '[)')`;
}

/** The funding range `o` falls in: each company in exactly one. */
export const FUNDING_RANGE_OF = sql<FundingRange>`(select case ${sql.join(
  FUNDING_RANGES.map(
    (range) => sql`when ${fundingWithin(range, sql`x.figure`)} then ${range}::text`,
  ),
  sql` `,
)} end from (select ${FUNDING_MILLIONS} as figure) x)`;

/** `o` has at least one valuation. */
export const HAS_VALUATION = sql`exists (select 1 from organizationvaluation v where v.organization_id = o.id)`;
