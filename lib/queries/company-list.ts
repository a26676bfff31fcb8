import "server-only";
import { count, inArray, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import type { ListState } from "@/lib/domain/list-state";
import { clampPage, pageCount } from "@/lib/domain/pagination";
import { companyOrderBy, companyWhere, existingTagIds, listSearchOf } from "./company-filters";
import {
  asText,
  COMPANY_FACTS,
  FIRST_WEBSITE,
  LATEST_VALUATION_MILLIONS,
  latestHeadlines,
  TAGS,
  type CardHeadline,
  type CardTag,
} from "./fragments";
import { O, publicly, type Visibility } from "./visibility";

export type { CardHeadline, CardTag };

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
  /** Total GitHub stars; null for a company without GitHub figures. */
  stars: number | null;
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

const FIRST_PROJECT = sql<{ name: string; url: string | null } | null>`(select
    json_build_object('name', p.name, 'url', p.resources_url)
  from organizationproject op join project p on p.id = op.project_id
  where op.organization_id = o.id order by p.id limit 1)`;

/** A card of the list, with its 2 latest headlines that `visible` lets through. */
const listItemColumns = (visible: Visibility) => ({
  ...COMPANY_FACTS,
  total_funding: O.total_funding,
  valuation_millions: LATEST_VALUATION_MILLIONS,
  published: O.published,
  date_added: asText(O.date_added),
  date_updated: asText(O.date_updated),
  website: FIRST_WEBSITE,
  first_project: FIRST_PROJECT,
  tags: TAGS,
  headlines: latestHeadlines(visible.headline, 2),
});

/**
 * One page of the company list, showing the organizations and headlines `visible` lets
 * through: filtered, sorted, counted and paged in SQL. A page past the end gives the last
 * page. Card details come from subqueries, not a query per card. For lib/admin/draft-views.
 */
export async function readCompanyList(
  visible: Visibility,
  state: ListState,
): Promise<CompanyListPage> {
  const db = await getDb();
  const [tagIds, search] = await Promise.all([existingTagIds(db, state.tags), listSearchOf(state)]);
  const where = companyWhere(state, visible.organization, tagIds, search);
  const [{ total }] = await db.select({ total: count() }).from(O).where(where);
  const pageSize = state.itemsPerPage === "all" ? null : Number(state.itemsPerPage);
  const pages = pageSize ? pageCount(total, pageSize) : 1;
  const page = clampPage(state.page, pages);
  const order = companyOrderBy(state, search);

  // First the ids of the page (index order, nothing else computed for skipped rows), then
  // the card details for those rows only.
  const ids = db.select({ id: O.id }).from(O).where(where).orderBy(order);
  const pageIds = db
    .$with("page")
    .as(pageSize ? ids.limit(pageSize).offset((page - 1) * pageSize) : ids);
  const items = await db
    .with(pageIds)
    .select(listItemColumns(visible))
    .from(O)
    .where(inArray(O.id, db.select({ id: pageIds.id }).from(pageIds)))
    .orderBy(order);
  return { items, total, page, pages, pageSize };
}

/** One page of the company list as visitors see it (published companies and headlines). */
export const listCompanies = publicly(readCompanyList);
