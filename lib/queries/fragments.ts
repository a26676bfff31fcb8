import "server-only";
import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { H, O } from "./visibility";

// Named selections shared by the reads, each typed once. Subqueries expect the organization
// as `o` and the headline as `h` (see ./visibility).

export type CardTag = { id: number; name: string; category: string | null };
/** What every list of headlines shows of one (HEADLINE_COLUMNS). */
export type HeadlineFields = {
  id: number;
  headline_type: string;
  headline_date: string | null;
  url: string;
  description: string;
  total_amount: number | null;
  media_outlet: string | null;
};
export type CardHeadline = HeadlineFields & { published: boolean };

/** A timestamp or date column as Postgres prints it, as the pages have always read it. */
export const asText = (column: SQL | SQL.Aliased | { getSQL(): SQL }) =>
  sql<string>`${column}::text`;

/**
 * The total GitHub stars of `o`'s repositories (lib/github/company-figures.ts); null for a
 * company without any.
 */
export const COMPANY_STARS = sql<number | null>`(select s.stars from company_open_source s
  where s.organization_id = o.id)`;

/** The stars `o`'s repositories gained in 90 days; null when not known. */
export const COMPANY_STAR_GAIN_90D = sql<number | null>`(select s.star_gain_90d
  from company_open_source s where s.organization_id = o.id)`;

type FundingColumns = { id: AnyPgColumn; funding_millions: AnyPgColumn };

/**
 * The sum (USD) of an organization's disclosed rounds: its published funding headlines with an
 * amount, as the database keeps them in company_funding (one row lookup, none when no round).
 */
export const disclosedRoundsUsdOf = (org: FundingColumns) => sql<number | null>`(select
    f.disclosed_usd from company_funding f where f.organization_id = ${org.id})`;

/**
 * An organization's funding figure in millions of USD (the rule of lib/domain/funding.ts): its
 * curated total, else the sum of its disclosed rounds; null for neither.
 */
export const fundingMillionsOf = (org: FundingColumns) =>
  sql<number | null>`coalesce(${org.funding_millions}::float8,
    ${disclosedRoundsUsdOf(org)} / 1000000.0)`;

/** `o`'s funding figure: the lists sort, filter and sum by it. */
export const FUNDING_MILLIONS = fundingMillionsOf(O);

/** What every company card shows, whichever page it is on. */
export const COMPANY_FACTS = {
  id: O.id,
  name: O.name,
  shortname: O.shortname,
  description: O.description,
  short_description: O.short_description,
  city: O.city,
  year_founded: O.year_founded,
  funding_millions: FUNDING_MILLIONS,
  logo_url: O.logo_url,
  fallback_avatar: O.fallback_avatar,
  stars: COMPANY_STARS,
};

/** The first (primary) website of the organization whose id is `organizationId`. */
export function firstWebsiteOf(organizationId: SQLWrapper) {
  return sql<string | null>`(select w.url from organizationwebsite w
  where w.organization_id = ${organizationId} order by w.id limit 1)`;
}

/** The first (primary) website of `o`. */
export const FIRST_WEBSITE = firstWebsiteOf(sql`o.id`);

/** The latest valuation of `o`, in millions of USD. */
export const LATEST_VALUATION_MILLIONS = sql<number | null>`(select v.valuation_amount::float8
  from organizationvaluation v where v.organization_id = o.id
  order by v.valuation_date desc, v.id desc limit 1)`;

/** The tags of `o` (of those in `only`, a condition on tag `t` and category `c`), by name. */
export const tagsOf = (only: SQL = sql`true`) => sql<CardTag[]>`(select coalesce(json_agg(
    json_build_object('id', t.id, 'name', t.name, 'category', c.name) order by t.name), '[]')
  from organization_tag ot join tag t on t.id = ot.tag_id left join tag_category c on c.id = t.category_id
  where ot.organization_id = o.id and ${only})`;

/** The tags of `o` with their categories, by name. */
export const TAGS = tagsOf();

/** The number of people linked to `o`. */
export const PEOPLE_COUNT = sql<number>`(select count(*)::int from organizationkeyperson k
  where k.organization_id = o.id)`;

/** What every list of headlines shows of one, on headline `h`. */
export const HEADLINE_COLUMNS = {
  id: H.id,
  headline_type: H.headline_type,
  headline_date: sql<string | null>`${H.headline_date}::text`,
  url: H.url,
  description: H.description,
  total_amount: H.total_amount,
  media_outlet: H.media_outlet,
};

/** The columns of a headline card (which marks unpublished headlines), on headline `h`. */
export const HEADLINE_CARD = { ...HEADLINE_COLUMNS, published: H.published };

/** Newest first, id breaking ties, on headline `h`. */
export const NEWEST_HEADLINES_FIRST = sql`${H.headline_date} desc nulls last, ${H.id} desc`;

/** The latest `limit` headlines of `o` that pass `visible` (a condition on `h`), newest first. */
export const latestHeadlines = (visible: SQL, limit: number) => sql<CardHeadline[]>`(select
    coalesce(json_agg(x order by x.headline_date desc nulls last, x.id desc), '[]') from (
    select h.id, h.headline_type, h.headline_date, h.url, h.description,
           h.total_amount::float8 as total_amount, h.media_outlet, h.published
    from headlineorganization ho join headline h on h.id = ho.headline_id
    where ho.organization_id = o.id and ${visible}
    order by h.headline_date desc nulls last, h.id desc
    limit ${limit}) x)`;

/** The number of the headlines of `o` that pass `visible`. */
export const headlineCount = (visible: SQL) => sql<number>`(select count(*)::int
  from headlineorganization ho join headline h on h.id = ho.headline_id
  where ho.organization_id = o.id and ${visible})`;
