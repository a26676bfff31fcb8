import "server-only";
import { and, count, inArray, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { HEADLINES_PAGE_SIZE, type HeadlinesState } from "@/lib/domain/headlines-state";
import { clampPage, pageCount } from "@/lib/domain/pagination";
import { headlineListSearch } from "@/lib/search/list-search";
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

/**
 * One page (24) of the headlines `visible` lets through: newest first, or those the search
 * engine finds for q (by title, companies and outlet), the most relevant first; and their
 * total. A page past the end shows the last one. For lib/admin/draft-views.
 */
export async function readHeadlineSearch(
  visible: Visibility,
  state: HeadlinesState,
): Promise<HeadlinesPage> {
  const db = await getDb();
  const search = state.q ? await headlineListSearch(state.q) : undefined;
  const where = search ? and(visible.headline, search.where) : visible.headline;
  const order = search
    ? sql`${search.relevance} desc, ${NEWEST_HEADLINES_FIRST}`
    : NEWEST_HEADLINES_FIRST;
  const [{ total }] = await db.select({ total: count() }).from(H).where(where);
  const pages = pageCount(total, HEADLINES_PAGE_SIZE);
  const page = clampPage(state.page, pages);
  // The page's ids first, so that cards are built for its rows only.
  const pageIds = db.$with("page").as(
    db
      .select({ id: H.id })
      .from(H)
      .where(where)
      .orderBy(order)
      .limit(HEADLINES_PAGE_SIZE)
      .offset((page - 1) * HEADLINES_PAGE_SIZE),
  );
  const items =
    total === 0
      ? []
      : await db
          .with(pageIds)
          .select(cardColumns(visible.organization))
          .from(H)
          .where(inArray(H.id, db.select({ id: pageIds.id }).from(pageIds)))
          .orderBy(order);
  return { items, total, page, pages, pageSize: HEADLINES_PAGE_SIZE };
}

/** One page of the published headlines matching the state's search, and their total. */
export const searchHeadlines = publicly(readHeadlineSearch);
