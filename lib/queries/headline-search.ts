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

type Facet = "type" | "date" | "company";

/** The conditions on `h` of the state's search (always) and of each of its facets. */
function headlineConditions(
  visible: Visibility,
  state: HeadlinesState,
  search: ListSearch | undefined,
): Record<"always" | Facet, SQL[]> {
  const today = new Date().toISOString().slice(0, 10);
  const from = state.period ? periodStart(state.period, today) : state.from;
  const date = [];
  if (from) date.push(sql`h.headline_date >= ${from}::date`);
  if (state.to) date.push(sql`h.headline_date <= ${state.to}::date`);
  return {
    always: search ? [visible.headline, search.where] : [visible.headline],
    type: state.type ? [sql`h.headline_type = ${state.type}`] : [],
    date,
    company: state.company
      ? [
          sql`exists (select 1 from headlineorganization ho
            join organization o on o.id = ho.organization_id
            where ho.headline_id = h.id and o.shortname = ${state.company}
              and ${visible.organization})`,
        ]
      : [],
  };
}

const allOf = (conditions: SQL[]) =>
  conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;

/** The headlines of the state's search and facets, all but those of `except` (for its counts). */
function headlineWhere(
  visible: Visibility,
  state: HeadlinesState,
  search: ListSearch | undefined,
  except?: Facet,
): SQL {
  const { always, ...facets } = headlineConditions(visible, state, search);
  const kept = (Object.keys(facets) as Facet[]).filter((facet) => facet !== except);
  return allOf([...always, ...kept.flatMap((facet) => facets[facet])]);
}

// With a query, the list reads its hits from the headlines' documents (see HEADLINE_DOCUMENTS),
// where each holds its companies' ids; without one, from the headlines and their links.
async function searchOf(state: HeadlinesState) {
  if (!state.q) {
    return {
      source: sql`headline h`,
      links: sql`headline h join (select headline_id, organization_id as id
        from headlineorganization) company on company.headline_id = h.id`,
      search: undefined,
    };
  }
  return {
    source: HEADLINE_DOCUMENTS,
    links: sql`${HEADLINE_DOCUMENTS} cross join unnest(h.organization_ids) as company(id)`,
    search: await headlineDocumentSearch(state.q),
  };
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
  // The ids of a page first, so that cards are built for its rows only. A search sorts all its
  // hits anyway, so its page's ids come with their count; a page past the end comes empty and
  // is counted, then read again as the last page.
  const idsOf = (page: number, counted: boolean) =>
    selectRows<{ id: number; total?: number }>(
      db,
      sql`select h.id ${counted ? sql`, count(*) over ()::int as total` : sql``}
        from ${source} where ${where} order by ${order}
        limit ${HEADLINES_PAGE_SIZE} offset ${(page - 1) * HEADLINES_PAGE_SIZE}`,
    );
  const found = search ? await idsOf(state.page, true) : [];
  const [{ total }] = found[0]
    ? [{ total: found[0].total ?? 0 }]
    : await selectRows<{ total: number }>(
        db,
        sql`select count(*)::int as total from ${source} where ${where}`,
      );
  const pages = pageCount(total, HEADLINES_PAGE_SIZE);
  const page = clampPage(state.page, pages);
  if (total === 0) return { items: [], total, page, pages, pageSize: HEADLINES_PAGE_SIZE };
  const ids = found.length > 0 ? found : await idsOf(page, false);
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
  const { source, links, search } = await searchOf(state);
  const { always, type, date, company } = headlineConditions(visible, state, search);
  const forCompanies = headlineWhere(visible, state, search, "company");
  const today = new Date().toISOString().slice(0, 10);
  // The types' and the periods' counts in one reading of the headlines, grouped by type: each
  // type's under the dates chosen, each period's under the type chosen.
  const periodCounts = HEADLINE_PERIODS.map(
    (period) => sql`(count(*) filter (where ${allOf(type)}
      and h.headline_date >= ${periodStart(period, today)}::date))::int as ${sql.identifier(period)}`,
  );
  const [byType, companies] = await Promise.all([
    selectRows<{ type: HeadlineType; headlines: number } & Record<HeadlinePeriod, number>>(
      db,
      sql`select h.headline_type as type,
          (count(*) filter (where ${allOf(date)}))::int as headlines, ${sql.join(periodCounts, sql`, `)}
        from ${source} where ${allOf([...always, ...company])} group by h.headline_type`,
    ),
    // Counted by company first, so that only the companies found are read (not each link).
    selectRows<HeadlineFacets["companies"][number]>(
      db,
      sql`select o.name, o.shortname, linked.headlines
        from (select company.id, count(*)::int as headlines from ${links}
          where ${forCompanies} group by company.id) linked
        join organization o on o.id = linked.id
        where ${visible.organization}
        order by linked.headlines desc, lower(o.name) limit ${FACET_COMPANIES}`,
    ),
  ]);
  const types = byType
    .filter(({ headlines }) => headlines > 0)
    .map(({ type, headlines }) => ({ type, headlines }))
    .sort((a, b) => b.headlines - a.headlines || (a.type < b.type ? -1 : 1));
  const periods = HEADLINE_PERIODS.map((period) => ({
    period,
    headlines: byType.reduce((sum, row) => sum + row[period], 0),
  }));
  return { types, periods, companies };
}

/** One page of the published headlines matching the state's search, and their total. */
export const searchHeadlines = publicly(readHeadlineSearch);

/** The facets of the headlines page as visitors see it. */
export const headlineFacets = publicly(readHeadlineFacets);
