import "server-only";
import { and, desc, eq, gt, isNotNull, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { organizationTag, organizationvaluation, tag, tagCategory } from "@/lib/db/schema";
import { HEADLINE_TYPES, type HeadlineType } from "@/lib/domain/constants";
import { isFuture, monthsEnding } from "@/lib/domain/stats-periods";
import { H, O, PUBLIC_ORGANIZATION, PUBLISHED_HEADLINE } from "./visibility";

// The /stats page's reads: published, non-dummy data only, counted on the database. Rows dated
// after `today` are left out of each chart and counted in its note (`future`).

/** A count per year, and how many rows were dated after today. */
export type YearCounts = { years: { year: number; count: number }[]; future: number };

/** Headlines per month and type over the last months, and how many are dated after today. */
export type MonthlyHeadlines = {
  months: { month: string; counts: Record<HeadlineType, number> }[];
  future: number;
};

export const STATS_TAG_CATEGORIES = ["technology", "industry", "license"] as const;
export type StatsTagCategory = (typeof STATS_TAG_CATEGORIES)[number];
export type TopTags = Record<StatsTagCategory, { id: number; name: string; count: number }[]>;

export const TOP_TAGS = 15;
export const HEADLINE_MONTHS = 24;

/** Public companies by the year they were founded. */
export async function countCompaniesByYear(today: string): Promise<YearCounts> {
  const db = await getDb();
  const rows = await db
    .select({ year: sql<number>`${O.year_founded}`, count: sql<number>`count(*)::int` })
    .from(O)
    .where(and(PUBLIC_ORGANIZATION, isNotNull(O.year_founded)))
    .groupBy(O.year_founded)
    .orderBy(O.year_founded);
  return splitFuture(rows, (row) => isFuture(row.year, today));
}

/** Valuations recorded for public companies, by the year of their date. */
export async function countValuationsByYear(today: string): Promise<YearCounts> {
  const db = await getDb();
  const v = organizationvaluation;
  const year = sql<number>`extract(year from ${v.valuation_date})::int`;
  const future = sql<boolean>`${v.valuation_date} > ${today}::date`;
  const rows = await db
    .select({ year, future, count: sql<number>`count(*)::int` })
    .from(v)
    .innerJoin(O, eq(O.id, v.organization_id))
    .where(PUBLIC_ORGANIZATION)
    // By position: the date parameter, sent twice, would not match its own expression.
    .groupBy(sql`1, 2`)
    .orderBy(year);
  return splitFuture(rows, (row) => row.future);
}

/** The TOP_TAGS tags of each of technology, industry and license with most public companies. */
export async function listTopTags(): Promise<TopTags> {
  const db = await getDb();
  const category = sql<string>`lower(${tagCategory.name})`;
  // Counted per tag first, so that only the counts, not every tagging, meet the tag names.
  const counts = db
    .select({
      tag_id: organizationTag.tag_id,
      count: sql<number>`count(*)::int`.as("count"),
    })
    .from(organizationTag)
    .innerJoin(O, eq(O.id, organizationTag.organization_id))
    .where(PUBLIC_ORGANIZATION)
    .groupBy(organizationTag.tag_id)
    .as("counts");
  const rows = await db
    .select({ category, id: tag.id, name: tag.name, count: counts.count })
    .from(counts)
    .innerJoin(tag, eq(tag.id, counts.tag_id))
    .innerJoin(tagCategory, eq(tagCategory.id, tag.category_id))
    .where(sql`${category} in ('technology', 'industry', 'license')`)
    .orderBy(desc(counts.count), sql`lower(${tag.name})`, tag.id);
  const top: TopTags = { technology: [], industry: [], license: [] };
  for (const { category: name, ...row } of rows) {
    const list = top[name as StatsTagCategory];
    if (list && list.length < TOP_TAGS) list.push(row);
  }
  return top;
}

/** Published headlines per month and type over the HEADLINE_MONTHS months up to today's. */
export async function countHeadlinesByMonth(today: string): Promise<MonthlyHeadlines> {
  const db = await getDb();
  const months = monthsEnding(today, HEADLINE_MONTHS);
  // Counted per day and type first, in the order of headline_published_month_idx (no hashing
  // of every headline), so that only the days' counts are summed into months.
  const perDay = db
    .select({
      day: H.headline_date,
      type: H.headline_type,
      count: sql<number>`count(*)`.as("count"),
    })
    .from(H)
    .where(
      and(
        PUBLISHED_HEADLINE,
        sql`${H.headline_date} between ${`${months[0]}-01`}::date and ${today}::date`,
      ),
    )
    .groupBy(H.headline_date, H.headline_type)
    .as("per_day");
  const month = sql<string>`to_char(${perDay.day}, 'YYYY-MM')`;
  const [rows, [{ future }]] = await Promise.all([
    db
      .select({ month, type: perDay.type, count: sql<number>`sum(${perDay.count})::int` })
      .from(perDay)
      .groupBy(sql`1, 2`),
    db
      .select({ future: sql<number>`count(*)::int` })
      .from(H)
      .where(and(PUBLISHED_HEADLINE, gt(H.headline_date, today))),
  ]);
  const zero = () =>
    Object.fromEntries(
      HEADLINE_TYPES.map((t) => [t, 0]),
    ) as MonthlyHeadlines["months"][number]["counts"];
  const byMonth = new Map(months.map((m) => [m, zero()]));
  for (const row of rows) {
    const counts = byMonth.get(row.month);
    if (counts && row.type in counts) counts[row.type as HeadlineType] += row.count;
  }
  return { months: [...byMonth].map(([m, counts]) => ({ month: m, counts })), future };
}

// Rows summed by year, with those `isLater` summed into the future count.
function splitFuture<T extends { year: number; count: number }>(
  rows: T[],
  isLater: (row: T) => boolean,
): YearCounts {
  const years = new Map<number, number>();
  let future = 0;
  for (const row of rows) {
    if (isLater(row)) future += row.count;
    else years.set(row.year, (years.get(row.year) ?? 0) + row.count);
  }
  return { years: [...years].map(([year, count]) => ({ year, count })), future };
}
