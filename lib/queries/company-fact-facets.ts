import "server-only";
import { and, count, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { MIN_FOUNDED_YEAR, thisYear } from "@/lib/domain/founded-years";
import { FUNDING_RANGES, type FundingRange } from "@/lib/domain/funding-ranges";
import type { ListState } from "@/lib/domain/list-state";
import { FUNDING_RANGE_OF, HAS_VALUATION } from "./company-fact-filters";
import { O } from "./visibility";

// The facets of the company list on the companies' facts: decades founded, funding ranges and
// "Has a valuation". Like the other facets, each counts under every filter but its own.

export type FacetDecade = { decade: number; companies: number };
export type FacetFunding = { range: FundingRange; companies: number };
export type FactFacets = { decades: FacetDecade[]; funding: FacetFunding[]; withValuation: number };

/** The list's WHERE on `o`, for its state changed by `change` (a facet's own filter left out). */
export type WhereOf = (change: Partial<ListState>) => SQL;

/**
 * The counts of the fact facets. A decade counts the years its quick link selects (up to this
 * year: lib/domain/founded-years.ts), newest first; every funding range is given, in order.
 */
export async function countFactFacets(db: Db, whereOf: WhereOf): Promise<FactFacets> {
  const latest = thisYear();
  const decade = sql<number>`(o.year_founded / 10) * 10`.mapWith(Number);
  const [decades, funding, [valued]] = await Promise.all([
    db
      .select({ decade, companies: count() })
      .from(O)
      .where(
        and(
          whereOf({ foundedFrom: null, foundedTo: null }),
          sql`o.year_founded between ${MIN_FOUNDED_YEAR} and ${latest}`,
        ),
      )
      .groupBy(sql`1`)
      .orderBy(sql`1 desc`),
    db
      .select({ range: FUNDING_RANGE_OF, companies: count() })
      .from(O)
      .where(whereOf({ funding: null }))
      .groupBy(sql`1`),
    db
      .select({ companies: count() })
      .from(O)
      .where(and(whereOf({ hasValuation: false }), HAS_VALUATION)),
  ]);
  return {
    decades,
    funding: FUNDING_RANGES.map((range) => ({
      range,
      companies: funding.find((row) => row.range === range)?.companies ?? 0,
    })),
    withValuation: valued.companies,
  };
}
