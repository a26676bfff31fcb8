import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import type { HeadlineType } from "@/lib/domain/constants";
import {
  HEADLINE_PERIODS,
  HEADLINES_PAGE_SIZE,
  periodStart,
  type HeadlinePeriod,
  type HeadlinesState,
} from "@/lib/domain/headlines-state";
import { clampPage, pageCount } from "@/lib/domain/pagination";
import { selectRows } from "@/lib/db/rows";
import { intArray } from "@/lib/db/sql-arrays";
import {
  HEADLINE_DOCUMENTS,
  headlineDocumentSearch,
  type ListSearch,
} from "@/lib/search/list-search";
import {
  FIRST_WEBSITE,
  HEADLINE_CARD,
  NEWEST_HEADLINES_FIRST,
  type CardHeadline,
} from "./fragments";
import { H, publicly, type Visibility } from "./visibility";

export type HeadlineOrganization = {
  id: number;
  name: string;
  shortname: string;
  website: string | null;
};
export type HeadlineCard = CardHeadline & {
  organizations: HeadlineOrganization[];
  organization_count: number;
};
export type HeadlinesPage = {
  items: HeadlineCard[];
  total: number;
  page: number;
  pages: number;
  pageSize: number;
};

export const CAROUSEL_HEADLINES = 30;
export const CARD_ORGANIZATIONS = 4;

// Each card's organizations come with the headline row (no query per card): the first 4 by
// name, each with its primary (first) website, and the count of all of them.
const cardColumns = (visibleOrganization: SQL) => ({
  ...HEADLINE_CARD,
  organization_count: sql<number>`(select count(*)::int
    from headlineorganization ho join organization o on o.id = ho.organization_id
    where ho.headline_id = h.id and ${visibleOrganization})`,
  organizations: sql<HeadlineOrganization[]>`(select coalesce(json_agg(json_build_object(
      'id', x.id, 'name', x.name, 'shortname', x.shortname, 'website', x.website)
      order by x.sort_name, x.id), '[]')
    from (select o.id, o.name, o.shortname, lower(o.name) as sort_name, ${FIRST_WEBSITE} as website
          from headlineorganization ho join organization o on o.id = ho.organization_id
          where ho.headline_id = h.id and ${visibleOrganization}
          order by lower(o.name), o.id limit ${CARD_ORGANIZATIONS}) x)`,
});

/** The 30 latest headlines `visible` lets through, for the carousel. For lib/admin/draft-views. */
export async function readCarouselHeadlines(visible: Visibility): Promise<HeadlineCard[]> {
  const db = await getDb();
  return db
    .select(cardColumns(visible.organization))
    .from(H)
    .where(visible.headline)
    .orderBy(NEWEST_HEADLINES_FIRST)
    .limit(CAROUSEL_HEADLINES);
}

/** The 30 latest published headlines for the carousel. */
export const listCarouselHeadlines = publicly(readCarouselHeadlines);

/** The headlines of the state's search and facets, all but those of `except` (for its counts). */
function headlineWhere(
  visible: Visibility,
  state: HeadlinesState,
  search: ListSearch | undefined,
  except?: "type" | "date" | "company",
): SQL {
  const conditions = [visible.headline];
  if (search) conditions.push(search.where);
  if (state.type && except !== "type") conditions.push(sql`h.headline_type = ${state.type}`);
  if (except !== "date") {
    const today = new Date().toISOString().slice(0, 10);
    const from = state.period ? periodStart(state.period, today) : state.from;
    if (from) conditions.push(sql`h.headline_date >= ${from}::date`);
    if (state.to) conditions.push(sql`h.headline_date <= ${state.to}::date`);
  }
  if (state.company && except !== "company") {
    conditions.push(sql`exists (select 1 from headlineorganization ho
      join organization o on o.id = ho.organization_id
      where ho.headline_id = h.id and o.shortname = ${state.company} and ${visible.organization})`);
  }
  return sql.join(conditions, sql` and `);
}

// With a query, the list reads its hits from the headlines' documents (see HEADLINE_DOCUMENTS).
async function searchOf(state: HeadlinesState) {
  if (!state.q) return { source: sql`headline h`, search: undefined };
  return { source: HEADLINE_DOCUMENTS, search: await headlineDocumentSearch(state.q) };
}

/**
 * One page (24) of the headlines `visible` lets through that the state's facets keep: newest
 * first, or those the search engine finds for q (by title, companies and outlet), the most
 * relevant first; and their total. A page past the end shows the last one. For
 * lib/admin/draft-views.
 */
export async function readHeadlineSearch(
  visible: Visibility,
  state: HeadlinesState,
): Promise<HeadlinesPage> {
  const db = await getDb();
  const { source, search } = await searchOf(state);
  const where = headlineWhere(visible, state, search);
  const order = search
    ? sql`${search.relevance} desc, ${NEWEST_HEADLINES_FIRST}`
    : NEWEST_HEADLINES_FIRST;
  const [{ total }] = await selectRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from ${source} where ${where}`,
  );
  const pages = pageCount(total, HEADLINES_PAGE_SIZE);
  const page = clampPage(state.page, pages);
  if (total === 0) return { items: [], total, page, pages, pageSize: HEADLINES_PAGE_SIZE };
  // The page's ids first, so that cards are built for its rows only.
  const ids = await selectRows<{ id: number }>(
    db,
    sql`select h.id from ${source} where ${where} order by ${order}
      limit ${HEADLINES_PAGE_SIZE} offset ${(page - 1) * HEADLINES_PAGE_SIZE}`,
  );
  const pageIds = intArray(ids.map(({ id }) => id));
  const items = await db
    .select(cardColumns(visible.organization))
    .from(H)
    .where(sql`${H.id} = any(${pageIds})`)
    .orderBy(sql`array_position(${pageIds}, ${H.id})`);
  return { items, total, page, pages, pageSize: HEADLINES_PAGE_SIZE };
}

export type HeadlineFacets = {
  types: { type: HeadlineType; headlines: number }[];
  periods: { period: HeadlinePeriod; headlines: number }[];
  companies: { name: string; shortname: string; headlines: number }[];
};

// The most companies the company facet lists.
const FACET_COMPANIES = 8;

/**
 * The facets of the headlines page: the headlines of each type, period and company, each
 * counted under every filter but its own (the types' counts add up to the total when no
 * type is chosen). For lib/admin/draft-views.
 */
export async function readHeadlineFacets(
  visible: Visibility,
  state: HeadlinesState,
): Promise<HeadlineFacets> {
  const db = await getDb();
  const { source, search } = await searchOf(state);
  const forTypes = headlineWhere(visible, state, search, "type");
  const forDates = headlineWhere(visible, state, search, "date");
  const forCompanies = headlineWhere(visible, state, search, "company");
  const today = new Date().toISOString().slice(0, 10);
  const [types, [periods], companies] = await Promise.all([
    selectRows<HeadlineFacets["types"][number]>(
      db,
      sql`select h.headline_type as type, count(*)::int as headlines from ${source}
        where ${forTypes} group by h.headline_type order by headlines desc, type`,
    ),
    selectRows<Record<HeadlinePeriod, number>>(
      db,
      sql`select ${sql.join(
        HEADLINE_PERIODS.map(
          (
            period,
          ) => sql`(count(*) filter (where h.headline_date >= ${periodStart(period, today)}::date))::int
            as ${sql.identifier(period)}`,
        ),
        sql`, `,
      )} from ${source} where ${forDates}`,
    ),
    // Counted by company first, so that only the companies found are read (not each link).
    selectRows<HeadlineFacets["companies"][number]>(
      db,
      sql`select o.name, o.shortname, linked.headlines
        from (select ho.organization_id, count(*)::int as headlines from headlineorganization ho
          where ho.headline_id in (select h.id from ${source} where ${forCompanies})
          group by ho.organization_id) linked
        join organization o on o.id = linked.organization_id
        where ${visible.organization}
        order by linked.headlines desc, lower(o.name) limit ${FACET_COMPANIES}`,
    ),
  ]);
  return {
    types,
    periods: HEADLINE_PERIODS.map((period) => ({ period, headlines: periods[period] })),
    companies,
  };
}

/** One page of the published headlines matching the state's search, and their total. */
export const searchHeadlines = publicly(readHeadlineSearch);

/** The facets of the headlines page as visitors see it. */
export const headlineFacets = publicly(readHeadlineFacets);
