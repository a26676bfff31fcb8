import "server-only";
import { count, desc, eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { companyOpenSource, headlineorganization, organizationvaluation } from "@/lib/db/schema";
import {
  ADDED_WEIGHT,
  FRESHNESS_HALF_LIFE_DAYS,
  HEADLINE_HALF_LIFE_DAYS,
  STAR_GROWTH_UNIT,
  STAR_GROWTH_WEIGHT,
  TRENDING_WINDOW_DAYS,
  TYPE_WEIGHT,
  UPDATED_WEIGHT,
} from "@/lib/domain/trending";
import {
  asText,
  FIRST_WEBSITE,
  FUNDING_MILLIONS,
  headlineCount,
  PEOPLE_COUNT,
  tagsOf,
  type CardTag,
} from "./fragments";
import { H, O, PUBLIC_ORGANIZATION, PUBLISHED_HEADLINE } from "./visibility";

export type MoneyTotals = {
  fundingMillions: number;
  fundedCompanies: number;
  valuationMillions: number;
  valuedCompanies: number;
};

/**
 * Total funding (each company's figure: lib/domain/funding.ts) and total latest valuation over
 * public companies, in millions of USD. The home page and /stats show these.
 */
export async function getMoneyTotals(): Promise<MoneyTotals> {
  const db = await getDb();
  const latest = db
    .selectDistinctOn([organizationvaluation.organization_id], {
      amount: organizationvaluation.valuation_amount,
    })
    .from(organizationvaluation)
    .innerJoin(O, eq(O.id, organizationvaluation.organization_id))
    .where(PUBLIC_ORGANIZATION)
    .orderBy(
      organizationvaluation.organization_id,
      desc(organizationvaluation.valuation_date),
      desc(organizationvaluation.id),
    )
    .as("latest");
  const [[funding], [valuation]] = await Promise.all([
    db
      .select({
        fundingMillions: sql<number>`coalesce(sum(${FUNDING_MILLIONS}), 0)::float8`,
        fundedCompanies: count(FUNDING_MILLIONS),
      })
      .from(O)
      .where(PUBLIC_ORGANIZATION),
    db
      .select({
        valuationMillions: sql<number>`coalesce(sum(${latest.amount}), 0)::float8`,
        valuedCompanies: count(),
      })
      .from(latest),
  ]);
  return { ...funding, ...valuation };
}

export type TrendingCompany = {
  id: number;
  name: string;
  shortname: string;
  logo_url: string | null;
  fallback_avatar: boolean;
  website: string | null;
  date_added: string;
  score: number;
};

const typeWeight = sql.join(
  Object.entries(TYPE_WEIGHT).map(([type, weight]) => sql`when ${type} then ${weight}::float8`),
  sql` `,
);

/** The trending companies (rule in lib/domain/trending.ts), highest score first; dummies excluded. */
export async function listTrendingCompanies(
  limit = 30,
  now = new Date(),
): Promise<TrendingCompany[]> {
  const db = await getDb();
  const at = sql`${now.toISOString()}::timestamptz`;
  const days = (column: string) => sql`extract(epoch from (${at} - ${sql.raw(column)})) / 86400.0`;
  const news = db.$with("news").as(
    db
      .select({
        organization_id: headlineorganization.organization_id,
        points: sql<number>`sum((case ${H.headline_type} ${typeWeight} else 1 end)
          * (case when ${H.headline_type} = 'funding' and ${H.total_amount} > 0
                  then 1 + ln(1 + ${H.total_amount} / 1000000.0) else 1 end)
          * power(0.5, (${at}::date - ${H.headline_date}) / ${HEADLINE_HALF_LIFE_DAYS}::float8))`.as(
          "points",
        ),
      })
      .from(headlineorganization)
      .innerJoin(H, eq(H.id, headlineorganization.headline_id))
      .where(
        sql`${PUBLISHED_HEADLINE} and ${H.headline_date}
          between ${at}::date - ${TRENDING_WINDOW_DAYS}::int and ${at}::date`,
      )
      .groupBy(headlineorganization.organization_id),
  );
  // A repository that lost stars takes nothing away: traction adds, it never subtracts.
  const starGrowth = sql`${STAR_GROWTH_WEIGHT} * ln(1 + greatest(0,
    coalesce(${companyOpenSource.star_gain_90d}, 0)) / ${STAR_GROWTH_UNIT}::float8)`;
  const freshness = (weight: number, column: string) =>
    sql`${weight} * power(0.5, greatest(0, ${days(column)}) / ${FRESHNESS_HALF_LIFE_DAYS})`;
  return db
    .with(news)
    .select({
      id: O.id,
      name: O.name,
      shortname: O.shortname,
      logo_url: O.logo_url,
      fallback_avatar: O.fallback_avatar,
      website: FIRST_WEBSITE,
      date_added: asText(O.date_added),
      score: sql<number>`(coalesce(${news.points}, 0) + ${freshness(ADDED_WEIGHT, "o.date_added")}
        + ${freshness(UPDATED_WEIGHT, "o.date_updated")} + ${starGrowth})::float8`.as("score"),
    })
    .from(O)
    .leftJoin(news, eq(news.organization_id, O.id))
    .leftJoin(companyOpenSource, eq(companyOpenSource.organization_id, O.id))
    .where(PUBLIC_ORGANIZATION)
    .orderBy(sql`score desc`, desc(O.date_updated), desc(O.id))
    .limit(limit);
}

export type HomeCompany = {
  id: number;
  name: string;
  shortname: string;
  description: string | null;
  city: string | null;
  year_founded: number | null;
  date_updated: string;
  tags: CardTag[];
  people_count: number;
  headline_count: number;
};

/** The tags of `o` in the categories the home page shows. */
const HOME_TAGS = tagsOf(sql`c.name in ('technology', 'sector', 'license')`);

/** The most recently updated published companies for the home page's company column. */
export async function listHomeCompanies(limit: number): Promise<HomeCompany[]> {
  const db = await getDb();
  return db
    .select({
      id: O.id,
      name: O.name,
      shortname: O.shortname,
      description: O.description,
      city: O.city,
      year_founded: O.year_founded,
      date_updated: asText(O.date_updated),
      tags: HOME_TAGS,
      people_count: PEOPLE_COUNT,
      headline_count: headlineCount(PUBLISHED_HEADLINE),
    })
    .from(O)
    .where(PUBLIC_ORGANIZATION)
    .orderBy(desc(O.date_updated), desc(O.id))
    .limit(limit);
}

/** Number of published companies (for 'View all N companies'). */
export async function countPublishedCompanies(): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ count: count() }).from(O).where(PUBLIC_ORGANIZATION);
  return row.count;
}
