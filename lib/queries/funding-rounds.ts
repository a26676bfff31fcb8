import "server-only";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { cache } from "react";
import { getDb } from "@/lib/db/client";
import { headlineorganization, organizationvaluation } from "@/lib/db/schema";
import type { RoundType } from "@/lib/domain/constants";
import { roundTypeOf } from "@/lib/domain/round-in-description";
import { H, O, PUBLISHED_HEADLINE } from "./visibility";

export type FundingRound = {
  headline_id: number;
  date: string | null;
  /** In USD; null when the headline gives none. */
  amount_usd: number | null;
  /** As a curator set it, else as read from the headline or the company's description; null when none says. */
  round_type: RoundType | null;
  /** Whether round_type was set by a curator (true) or read from the description (false). */
  round_type_set: boolean;
  description: string;
  source_url: string;
};

/**
 * A company's funding rounds: its published funding headlines, newest first, each typed by
 * its curator, its text, or the company's description (lib/domain/round-in-description.ts).
 */
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
      company_description: O.description,
    })
    .from(H)
    .innerJoin(headlineorganization, eq(headlineorganization.headline_id, H.id))
    .innerJoin(O, eq(O.id, headlineorganization.organization_id))
    .where(
      and(
        eq(headlineorganization.organization_id, organizationId),
        eq(H.headline_type, "funding"),
        PUBLISHED_HEADLINE,
      ),
    )
    .orderBy(sql`${H.headline_date} desc nulls last`, desc(H.id));
  return rows.map(({ stored, company_description, ...row }) => {
    const facts = { stored, text: row.description, amountUsd: row.amount_usd, date: row.date };
    return {
      ...row,
      round_type: roundTypeOf(facts, company_description),
      round_type_set: stored !== null,
    };
  });
});

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
