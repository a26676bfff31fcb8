import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { organizationvaluation as v } from "@/lib/db/schema";

export type ValuationRecord = { amount: number; date: string; source_url: string | null };

/** Every recorded valuation of a company (millions of USD), oldest first. */
export async function getValuations(organizationId: number): Promise<ValuationRecord[]> {
  const db = await getDb();
  return db
    .select({
      amount: sql<number>`${v.valuation_amount}::float8`.mapWith(Number),
      date: v.valuation_date,
      source_url: v.valuation_source_url,
    })
    .from(v)
    .where(eq(v.organization_id, organizationId))
    .orderBy(asc(v.valuation_date), asc(v.id));
}
