import "server-only";
import { and, eq, gt, isNotNull, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import type { RoundType } from "@/lib/domain/constants";
import { effectiveRoundType } from "@/lib/domain/round-type";
import { isFuture } from "@/lib/domain/stats-periods";
import { H, PUBLISHED_HEADLINE } from "./visibility";

/** A round type's key in the funding stats: the type, or 'unknown' when none is known. */
export type RoundKey = RoundType | "unknown";

/** Disclosed funding (USD) by year and round type, by round type alone, and the future count. */
export type FundingStats = {
  byYear: { year: number; amounts: Partial<Record<RoundKey, number>>; total: number }[];
  byType: { type: RoundKey; amount: number; rounds: number }[];
  future: number;
};

/**
 * Disclosed funding from published funding headlines with an amount and a date: summed by year
 * and by round type (the curator's, else read from the text); rows dated after `today` are
 * counted in `future` only.
 */
export async function sumFundingByYearAndType(today: string): Promise<FundingStats> {
  const db = await getDb();
  const rows = await db
    .select({
      date: sql<string>`${H.headline_date}::text`,
      amount: sql<number>`${H.total_amount}::float8`,
      round_type: H.round_type,
      description: H.description,
    })
    .from(H)
    .where(
      and(
        PUBLISHED_HEADLINE,
        eq(H.headline_type, "funding"),
        isNotNull(H.headline_date),
        gt(H.total_amount, 0),
      ),
    );
  const years = new Map<number, FundingStats["byYear"][number]>();
  const types = new Map<RoundKey, { amount: number; rounds: number }>();
  let future = 0;
  for (const row of rows) {
    if (isFuture(row.date, today)) {
      future += 1;
      continue;
    }
    const type: RoundKey = effectiveRoundType(row.round_type, row.description) ?? "unknown";
    const year = Number(row.date.slice(0, 4));
    const entry = years.get(year) ?? { year, amounts: {}, total: 0 };
    entry.amounts[type] = (entry.amounts[type] ?? 0) + row.amount;
    entry.total += row.amount;
    years.set(year, entry);
    const sum = types.get(type) ?? { amount: 0, rounds: 0 };
    types.set(type, { amount: sum.amount + row.amount, rounds: sum.rounds + 1 });
  }
  return {
    byYear: [...years.values()].sort((a, b) => a.year - b.year),
    byType: [...types].map(([type, sum]) => ({ type, ...sum })).sort((a, b) => b.amount - a.amount),
    future,
  };
}
