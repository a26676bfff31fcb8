import "server-only";
import { and, isNotNull, isNull, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { sqlArray } from "@/lib/db/sql-arrays";
import type { RoundType } from "@/lib/domain/constants";
import { roundTypeOf } from "@/lib/domain/round-in-description";
import { effectiveRoundType, ROUND_WORDS } from "@/lib/domain/round-type";
import { H, PUBLIC_ORGANIZATION, PUBLISHED_HEADLINE } from "./visibility";

/** A round type's key in the funding stats: the type, or 'unknown' when none is known. */
export type RoundKey = RoundType | "unknown";

/** Disclosed funding (USD) by year and round type, by round type alone, and the future count. */
export type FundingStats = {
  byYear: { year: number; amounts: Partial<Record<RoundKey, number>>; total: number }[];
  byType: { type: RoundKey; amount: number; rounds: number }[];
  future: number;
};

// Published funding headlines with an amount and a date. The conditions are written out, not
// sent as parameters, so that the planner sees they match headline_funding_round_idx.
const FUNDING_ROUND = and(
  PUBLISHED_HEADLINE,
  sql`${H.headline_type} = 'funding' and ${H.total_amount} > 0`,
  isNotNull(H.headline_date),
);

// The descriptions of the public companies a round `h` names that hold an amount: where its
// type may be read when its text names none (lib/domain/round-in-description.ts).
const DESCRIPTIONS_WITH_AMOUNTS = sql`(select o.description from headlineorganization ho
  join organization o on o.id = ho.organization_id
  where ho.headline_id = ${H.id} and ${PUBLIC_ORGANIZATION} and o.description like '%$%')`;

// Rounds of no curator's type whose lowercased text holds one of ROUND_WORDS (found through
// the text's trigram index), or whose companies' descriptions may name them: the only ones a
// type can be read for.
const TYPE_MAY_BE_READ = and(
  isNull(H.round_type),
  sql`(${H.description_lower} like any (${sqlArray(
    ROUND_WORDS.map((word) => `%${word}%`),
    "text",
  )}) or exists ${DESCRIPTIONS_WITH_AMOUNTS})`,
);

type TextRound = { text: string; amount: number; date: string; companies: string[] };

// The type the round's text names, else the first its companies' descriptions give it.
function readRoundType({ text, amount, date, companies }: TextRound): RoundType | null {
  const facts = { stored: null, text, amountUsd: amount, date };
  for (const description of companies.length > 0 ? companies : [null]) {
    const type = roundTypeOf(facts, description);
    if (type) return type;
  }
  return null;
}

type Sum = { year: number; type: RoundKey; amount: number; rounds: number };
const sumKey = (year: number, type: RoundKey) => `${year} ${type}`;

/**
 * Disclosed funding from published funding headlines with an amount and a date: summed by year
 * and by round type (the curator's, else read from the text); rows dated after `today` are
 * counted in `future` only.
 */
export async function sumFundingByYearAndType(today: string): Promise<FundingStats> {
  const db = await getDb();
  const year = sql<number>`extract(year from ${H.headline_date})::int`;
  const future = sql<boolean>`${H.headline_date} > ${today}::date`;
  // The database sums every round by its stored type (from the index alone); the texts that
  // may name a type come apart, and their rounds move from 'unknown' to the type read.
  const [stored, texts] = await Promise.all([
    db
      .select({
        year,
        future,
        round_type: H.round_type,
        amount: sql<number>`sum(${H.total_amount})::float8`,
        rounds: sql<number>`count(*)::int`,
      })
      .from(H)
      .where(FUNDING_ROUND)
      // By position: the date parameter, sent again, would not match its own expression.
      .groupBy(sql`1, 2, 3`),
    db
      .select({
        year,
        future,
        amount: sql<number>`${H.total_amount}::float8`,
        text: H.description,
        date: sql<string>`${H.headline_date}::text`,
        companies: sql<string[]>`array${DESCRIPTIONS_WITH_AMOUNTS}`,
      })
      .from(H)
      .where(and(FUNDING_ROUND, TYPE_MAY_BE_READ)),
  ]);
  const sums = new Map<string, Sum>();
  const add = (year: number, type: RoundKey, amount: number, rounds: number) => {
    const key = sumKey(year, type);
    const sum = sums.get(key) ?? { year, type, amount: 0, rounds: 0 };
    sum.amount += amount;
    sum.rounds += rounds;
    if (sum.rounds === 0) sums.delete(key);
    else sums.set(key, sum);
  };
  let futureRounds = 0;
  for (const group of stored) {
    if (group.future) futureRounds += group.rounds;
    else
      add(
        group.year,
        effectiveRoundType(group.round_type, "") ?? "unknown",
        group.amount,
        group.rounds,
      );
  }
  for (const round of texts) {
    const type = round.future ? null : readRoundType(round);
    // The two reads are two statements: a round added between them is left to the next
    // render (its write refreshes the page), never taken from a year that does not count it.
    if (!type || !sums.has(sumKey(round.year, "unknown"))) continue;
    add(round.year, "unknown", -round.amount, -1);
    add(round.year, type, round.amount, 1);
  }
  return { ...byYearAndType([...sums.values()]), future: futureRounds };
}

// The sums per year (each with its types) and per type, largest first.
function byYearAndType(sums: Sum[]): Omit<FundingStats, "future"> {
  const years = new Map<number, FundingStats["byYear"][number]>();
  const types = new Map<RoundKey, { amount: number; rounds: number }>();
  for (const { year, type, amount, rounds } of sums) {
    const entry = years.get(year) ?? { year, amounts: {}, total: 0 };
    entry.amounts[type] = amount;
    entry.total += amount;
    years.set(year, entry);
    const sum = types.get(type) ?? { amount: 0, rounds: 0 };
    types.set(type, { amount: sum.amount + amount, rounds: sum.rounds + rounds });
  }
  return {
    byYear: [...years.values()].sort((a, b) => a.year - b.year),
    byType: [...types].map(([type, sum]) => ({ type, ...sum })).sort((a, b) => b.amount - a.amount),
  };
}
