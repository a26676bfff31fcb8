import "server-only";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { cache } from "react";
import { getDb } from "@/lib/db/client";
import { headlineorganization, organizationvaluation } from "@/lib/db/schema";
import type { RoundType } from "@/lib/domain/constants";
import { effectiveRoundType } from "@/lib/domain/round-type";
import { H, PUBLISHED_HEADLINE } from "./visibility";

export type FundingRound = {
  headline_id: number;
  date: string | null;
  /** In USD; null when the headline gives none. */
  amount_usd: number | null;
  /** As a curator set it, else as read from the description; null when unknown. */
  round_type: RoundType | null;
  /** Whether round_type was set by a curator (true) or read from the description (false). */
  round_type_set: boolean;
  description: string;
  source_url: string;
};

/** A company's funding rounds: its published funding headlines, newest first. */
export const getFundingRounds = cache(async (organizationId: number): Promise<FundingRound[]> => {
  const db = await getDb();
  const rows = await db
    .select({
      headline_id: H.id,
      date: H.headline_date,
      amount_usd: H.total_amount,
      stored: H.round_type,
      description: H.description,
      source_url: H.url,
    })
    .from(H)
    .innerJoin(headlineorganization, eq(headlineorganization.headline_id, H.id))
    .where(
      and(
        eq(headlineorganization.organization_id, organizationId),
        eq(H.headline_type, "funding"),
        PUBLISHED_HEADLINE,
      ),
    )
    .orderBy(sql`${H.headline_date} desc nulls last`, desc(H.id));
  return rows.map(({ stored, ...row }) => ({
    ...row,
    round_type: effectiveRoundType(stored, row.description),
    round_type_set: stored !== null,
  }));
});

/** The sum of the rounds' disclosed amounts in USD (rounds without one add nothing). */
export function totalRaised(rounds: readonly FundingRound[]): number {
  return rounds.reduce((sum, round) => sum + (round.amount_usd ?? 0), 0);
}

export type ValuationPoint = { date: string; amount_usd: number; source_url: string | null };

/**
 * A company's recorded valuations, oldest first, in USD (stored in millions). Read by id for a
 * company page the caller already shows.
 */
export const getValuationHistory = cache(
  async (organizationId: number): Promise<ValuationPoint[]> => {
    const db = await getDb();
    const v = organizationvaluation;
    return db
      .select({
        date: v.valuation_date,
        amount_usd: sql<number>`(${v.valuation_amount} * 1000000)::float8`,
        source_url: v.valuation_source_url,
      })
      .from(v)
      .where(eq(v.organization_id, organizationId))
      .orderBy(asc(v.valuation_date), asc(v.id));
  },
);
