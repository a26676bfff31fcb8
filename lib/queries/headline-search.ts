import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { getDb, type Db } from "@/lib/db/client";
import { HEADLINES_PAGE_SIZE, type HeadlinesState } from "@/lib/domain/headlines-state";
import { clampPage, pageCount } from "@/lib/domain/pagination";
import { selectRows } from "@/lib/db/rows";
import { intArray } from "@/lib/db/sql-arrays";
import {
  allOf,
  companyFacet,
  headlineConditions,
  typeAndPeriodCounts,
  typeAndPeriodFacets,
  type Facet,
  type HeadlineFacets,
  type TypeAndPeriodCounts,
} from "./headline-conditions";
import { readSearchHits } from "./headline-search-hits";
import {
  FIRST_WEBSITE,
  HEADLINE_CARD,
  NEWEST_HEADLINES_FIRST,
  type CardHeadline,
} from "./fragments";
import { H, publicly, type Visibility } from "./visibility";

export type { HeadlineFacets };

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

/** The headlines of the state's filters, all but those of `except` (for its counts). */
function headlineWhere(visible: Visibility, state: HeadlinesState, except?: Facet): SQL {
  const { always, ...facets } = headlineConditions(visible, state, undefined);
  const kept = (Object.keys(facets) as Facet[]).filter((facet) => facet !== except);
  return allOf([...always, ...kept.flatMap((facet) => facets[facet])]);
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
  const { ids, total, page } = state.q
    ? await readSearchHits(visible, state)
    : await readNewest(db, visible, state);
  const pages = pageCount(total, HEADLINES_PAGE_SIZE);
  if (ids.length === 0) return { items: [], total, page, pages, pageSize: HEADLINES_PAGE_SIZE };
  // Cards are built for the page's rows only.
  const pageIds = intArray(ids);
  const items = await db
    .select(cardColumns(visible.organization))
    .from(H)
    .where(sql`${H.id} = any(${pageIds})`)
    .orderBy(sql`array_position(${pageIds}, ${H.id})`);
  return { items, total, page, pages, pageSize: HEADLINES_PAGE_SIZE };
}

/** Without a query: the ids of the state's page of headlines, newest first, and their total. */
async function readNewest(db: Db, visible: Visibility, state: HeadlinesState) {
  const where = headlineWhere(visible, state);
  const [{ total }] = await selectRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from headline h where ${where}`,
  );
  const page = clampPage(state.page, pageCount(total, HEADLINES_PAGE_SIZE));
  const rows =
    total === 0
      ? []
      : await selectRows<{ id: number }>(
          db,
          sql`select h.id from headline h where ${where} order by ${NEWEST_HEADLINES_FIRST}
            limit ${HEADLINES_PAGE_SIZE} offset ${(page - 1) * HEADLINES_PAGE_SIZE}`,
        );
  return { ids: rows.map(({ id }) => id), total, page };
}

/**
 * The facets of the headlines page: the headlines of each type, period and company, each
 * counted under every filter but its own (the types' counts add up to the total when no
 * type is chosen). For lib/admin/draft-views.
 */
export async function readHeadlineFacets(
  visible: Visibility,
  state: HeadlinesState,
): Promise<HeadlineFacets> {
  if (state.q) return (await readSearchHits(visible, state)).facets;
  const db = await getDb();
  const conditions = headlineConditions(visible, state, undefined);
  const [byType, companies] = await Promise.all([
    selectRows<TypeAndPeriodCounts>(
      db,
      sql`select ${typeAndPeriodCounts(conditions)} from headline h
        where ${allOf([...conditions.always, ...conditions.company])} group by h.headline_type`,
    ),
    // Counted by company first, so that only the companies found are read (not each link).
    selectRows<HeadlineFacets["companies"][number]>(
      db,
      companyFacet(
        visible,
        sql`select ho.organization_id as id, count(*)::int as headlines
          from headline h join headlineorganization ho on ho.headline_id = h.id
          where ${headlineWhere(visible, state, "company")} group by ho.organization_id`,
      ),
    ),
  ]);
  return { ...typeAndPeriodFacets(byType), companies };
}

/** One page of the published headlines matching the state's search, and their total. */
export const searchHeadlines = publicly(readHeadlineSearch);

/** The facets of the headlines page as visitors see it. */
export const headlineFacets = publicly(readHeadlineFacets);
