import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { selectRows } from "@/lib/db/rows";
import type { ListState } from "@/lib/domain/list-state";
import { clampPage, pageCount } from "@/lib/domain/pagination";
import {
  companyOrderBy,
  companyWhere,
  existingTagIds,
  LATEST_VALUATION_JOIN,
  needsValuation,
} from "./company-filters";
import { seesUnpublished, type Audience } from "./audience";

export type CardTag = { id: number; name: string; category: string | null };
export type CardHeadline = {
  id: number;
  headline_type: string;
  headline_date: string | null;
  url: string;
  description: string;
  total_amount: number | null;
  media_outlet: string | null;
  published: boolean;
};

/** What every company card shows, whichever page it is on. */
export type CompanyFacts = {
  id: number;
  name: string;
  shortname: string;
  description: string | null;
  short_description: string | null;
  city: string | null;
  year_founded: number | null;
  funding_millions: number | null;
  logo_url: string | null;
  fallback_avatar: boolean;
};

export type CompanyListItem = CompanyFacts & {
  total_funding: string | null;
  valuation_millions: number | null;
  published: boolean;
  date_added: string;
  date_updated: string;
  website: string | null;
  first_project: { name: string; url: string | null } | null;
  tags: CardTag[];
  headlines: CardHeadline[];
};

export type CompanyListPage = {
  items: CompanyListItem[];
  total: number;
  page: number;
  pages: number;
  pageSize: number | null;
};

/** One page of the company list as visitors see it (published companies and headlines). */
export const listCompanies = (state: ListState) => companyListFor("public", state);

/**
 * One page of the company list for an audience: filtered, sorted, counted and paged in SQL.
 * A page past the end gives the last page. Card details come from subqueries, not a query
 * per card.
 */
export async function companyListFor(
  audience: Audience,
  state: ListState,
): Promise<CompanyListPage> {
  const db = await getDb();
  const tagIds = await existingTagIds(db, state.tags);
  const where = companyWhere(state, audience, tagIds);
  const [{ total }] = await selectRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from organization o where ${where}`,
  );
  const pageSize = state.itemsPerPage === "all" ? null : Number(state.itemsPerPage);
  const pages = pageSize ? pageCount(total, pageSize) : 1;
  const page = clampPage(state.page, pages);
  const limit = pageSize ? sql`limit ${pageSize} offset ${(page - 1) * pageSize}` : sql``;
  const headlineFilter = seesUnpublished(audience) ? sql`` : sql`and h.published`;

  // First the ids of the page (index order, nothing else computed for skipped rows), then
  // the card details for those rows only.
  const valuationJoin = needsValuation(state) ? LATEST_VALUATION_JOIN : sql``;
  const items = await selectRows<CompanyListItem>(
    db,
    sql`with page as (
          select o.id from organization o ${valuationJoin}
          where ${where} order by ${companyOrderBy(state)} ${limit}
        )
        select o.id, o.name, o.shortname, o.description, o.short_description, o.city,
          o.year_founded, o.total_funding, o.funding_millions::float8 as funding_millions,
          (select v.valuation_amount::float8 from organizationvaluation v where v.organization_id = o.id
             order by v.valuation_date desc, v.id desc limit 1) as valuation_millions,
          o.published, o.date_added::text, o.date_updated::text, o.logo_url, o.fallback_avatar,
          (select w.url from organizationwebsite w where w.organization_id = o.id order by w.id limit 1) as website,
          (select json_build_object('name', p.name, 'url', p.resources_url)
             from organizationproject op join project p on p.id = op.project_id
             where op.organization_id = o.id order by p.id limit 1) as first_project,
          (select coalesce(json_agg(json_build_object('id', t.id, 'name', t.name, 'category', c.name) order by t.name), '[]')
             from organization_tag ot join tag t on t.id = ot.tag_id left join tag_category c on c.id = t.category_id
             where ot.organization_id = o.id) as tags,
          (select coalesce(json_agg(x order by x.headline_date desc nulls last, x.id desc), '[]') from (
             select h.id, h.headline_type, h.headline_date, h.url, h.description,
                    h.total_amount::float8 as total_amount, h.media_outlet, h.published
             from headlineorganization ho join headline h on h.id = ho.headline_id
             where ho.organization_id = o.id ${headlineFilter}
             order by h.headline_date desc nulls last, h.id desc limit 2) x) as headlines
        from organization o ${valuationJoin}
        where o.id in (select id from page)
        order by ${companyOrderBy(state)}`,
  );
  return { items, total, page, pages, pageSize };
}
