import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { cache } from "react";
import { getDb } from "@/lib/db/client";
import { headlineorganization } from "@/lib/db/schema";
import type { RoundType } from "@/lib/domain/constants";
import { H, PUBLISHED_HEADLINE } from "./visibility";

export type FundingRound = {
  headline_id: number;
  date: string | null;
  amount_usd: number | null;
  // As a curator set it, else null (read from the description by the caller that shows it).
  round_type: RoundType | null;
  description: string;
  source_url: string;
};

/** A company's funding rounds: its published funding headlines, newest first. */
export const getFundingRounds = cache(async (organizationId: number): Promise<FundingRound[]> => {
  const db = await getDb();
  return db
    .select({
      headline_id: H.id,
      date: H.headline_date,
      amount_usd: H.total_amount,
      round_type: sql<RoundType | null>`${H.round_type}`,
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
    .orderBy(desc(H.headline_date), desc(H.id));
});
