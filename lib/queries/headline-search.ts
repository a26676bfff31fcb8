import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { selectRows } from "@/lib/db/rows";
import { HEADLINES_PAGE_SIZE, type HeadlinesState } from "@/lib/domain/headlines-state";
import { clampPage, pageCount } from "@/lib/domain/pagination";
import { visibleHeadline, visibleOrganization, type Audience } from "./audience";
import type { CardHeadline } from "./company-list";
import { headlineMatchPage, NEWEST_FIRST, type MatchPage } from "./headline-matches";

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
const cardColumns = (audience: Audience) => sql`h.id, h.headline_type, h.headline_date::text, h.url,
  h.description, h.total_amount::float8 as total_amount, h.media_outlet, h.published,
  (select count(*)::int from headlineorganization ho join organization o on o.id = ho.organization_id
     where ho.headline_id = h.id and ${visibleOrganization(audience)}) as organization_count,
  (select coalesce(json_agg(json_build_object('id', x.id, 'name', x.name,
       'shortname', x.shortname, 'website', x.website) order by x.sort_name, x.id), '[]')
     from (select o.id, o.name, o.shortname, lower(o.name) as sort_name,
             (select w.url from organizationwebsite w where w.organization_id = o.id
                order by w.id limit 1) as website
           from headlineorganization ho join organization o on o.id = ho.organization_id
           where ho.headline_id = h.id and ${visibleOrganization(audience)}
           order by lower(o.name), o.id limit ${CARD_ORGANIZATIONS}) x) as organizations`;

/** The 30 latest published headlines for the carousel. */
export const listCarouselHeadlines = () => carouselHeadlinesFor("public");

/** The 30 latest headlines an audience may see, for the carousel. */
export async function carouselHeadlinesFor(audience: Audience): Promise<HeadlineCard[]> {
  const db = await getDb();
  return selectRows<HeadlineCard>(
    db,
    sql`select ${cardColumns(audience)} from headline h
        where ${visibleHeadline(audience)}
        ${NEWEST_FIRST} limit ${CAROUSEL_HEADLINES}`,
  );
}

/** One page of the published headlines matching the state's search, and their total. */
export const searchHeadlines = (state: HeadlinesState) => headlineSearchFor("public", state);

/**
 * One page (24, newest first) of the headlines an audience may see whose description, media
 * outlet or a linked organization's name contains q (case-insensitive), and their total.
 */
export async function headlineSearchFor(
  audience: Audience,
  state: HeadlinesState,
): Promise<HeadlinesPage> {
  const db = await getDb();
  const visible = {
    headline: visibleHeadline(audience),
    org: visibleOrganization(audience),
  };
  const read = async (page: number) => {
    const window = { offset: (page - 1) * HEADLINES_PAGE_SIZE, limit: HEADLINES_PAGE_SIZE };
    const [found] = await selectRows<MatchPage>(db, headlineMatchPage(state.q, visible, window));
    return found;
  };
  const { total, ids: requested } = await read(state.page);
  const pages = pageCount(total, HEADLINES_PAGE_SIZE);
  // A page past the end shows the last one.
  const page = clampPage(state.page, pages);
  const ids = page === state.page ? requested : (await read(page)).ids;
  const items =
    ids.length === 0
      ? []
      : await selectRows<HeadlineCard>(
          db,
          sql`select ${cardColumns(audience)} from headline h
              where h.id in (${sql.join(
                ids.map((id) => sql`${id}`),
                sql`, `,
              )})
              ${NEWEST_FIRST}`,
        );
  return { items, total, page, pages, pageSize: HEADLINES_PAGE_SIZE };
}
