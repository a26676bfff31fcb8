import "server-only";
import { inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { containsPattern } from "@/lib/db/like";
import { tag } from "@/lib/db/schema";
import type { ListState } from "@/lib/domain/list-state";
import { companyListSearch, type ListSearch } from "@/lib/search/list-search";
import { foundedWithin, fundingWithin, HAS_VALUATION } from "./company-fact-filters";
import {
  COMPANY_STAR_GAIN_90D,
  COMPANY_STARS,
  FUNDING_MILLIONS,
  LATEST_VALUATION_MILLIONS,
} from "./fragments";
import { keyOrderBy, type KeyCast, type KeyOrder } from "./keyset";

// SQL pieces shared by the company list, its count and the previous/next lookup, so that
// all three see the same companies in the same order. They expect the organization as `o`.

/** The requested tag ids that exist (unknown ones are ignored). */
export async function existingTagIds(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: tag.id }).from(tag).where(inArray(tag.id, ids));
  return rows.map((row) => row.id);
}

/**
 * WHERE clause of the list; `tagIds` must already hold existing tags only, `listed` is the
 * condition on `o` of the organizations the reader may list (PUBLIC_ORGANIZATION for visitors).
 * The list's query is read by the search engine when `search` is given (companyListSearch of
 * the query), else as a part of the name (the admin's lists).
 */
export function companyWhere(
  state: ListState,
  listed: SQL,
  tagIds: number[],
  search?: ListSearch,
): SQL {
  const conditions: SQL[] = [listed];
  if (state.type !== "all") conditions.push(sql`o.organization_type = ${state.type}`);
  if (search) conditions.push(search.where);
  else if (state.search) conditions.push(sql`o.name ilike ${containsPattern(state.search)}`);
  if (tagIds.length > 0) {
    const list = sql.join(
      tagIds.map((id) => sql`${id}`),
      sql`, `,
    );
    conditions.push(
      state.filterMode === "all"
        ? sql`(select count(*) from organization_tag ot where ot.organization_id = o.id and ot.tag_id in (${list})) = ${tagIds.length}`
        : sql`exists (select 1 from organization_tag ot where ot.organization_id = o.id and ot.tag_id in (${list}))`,
    );
  }
  conditions.push(...foundedWithin(state));
  if (state.funding) conditions.push(fundingWithin(state.funding));
  if (state.hasValuation) conditions.push(HAS_VALUATION);
  return sql.join(conditions, sql` and `);
}

const SORT_KEYS: Record<
  Exclude<ListState["sortField"], "relevance">,
  { expression: SQL; cast: KeyCast }
> = {
  date_updated: { expression: sql`o.date_updated`, cast: "timestamptz" },
  name: { expression: sql`lower(o.name)`, cast: "text" },
  city: { expression: sql`o.city`, cast: "text" },
  year_founded: { expression: sql`o.year_founded`, cast: "int4" },
  // numeric, as the curated column was: cursors handed out before keep their meaning.
  total_funding: { expression: sql`(${FUNDING_MILLIONS})::numeric`, cast: "numeric" },
  valuation: { expression: LATEST_VALUATION_MILLIONS, cast: "float8" },
  stars: { expression: COMPANY_STARS, cast: "int4" },
  star_gain_90d: { expression: COMPANY_STAR_GAIN_90D, cast: "int4" },
};

// Columns that may be empty; their missing values sort last in both directions.
const NULLABLE = new Set<ListState["sortField"]>([
  "city",
  "year_founded",
  "total_funding",
  "valuation",
  "stars",
  "star_gain_90d",
]);

const RELEVANCE_CAST: KeyCast = "float8";

/** The type of the list's sort key, for its cursors. */
export const companySortCast = ({ sortField }: ListState): KeyCast =>
  sortField === "relevance" ? RELEVANCE_CAST : SORT_KEYS[sortField].cast;

/**
 * The list's order: the chosen field, then id, so that it is total and stable (keyset-ready).
 * Relevance needs the query's `search`; without it the list falls back to the newest first.
 */
export function companyKeyOrder(state: ListState, search?: ListSearch): KeyOrder {
  if (state.sortField === "relevance") {
    const key = search
      ? { expression: search.relevance, cast: RELEVANCE_CAST }
      : SORT_KEYS.date_updated;
    return { ...key, direction: "desc", nullable: false, id: sql`o.id` };
  }
  return {
    ...SORT_KEYS[state.sortField],
    direction: state.sortDirection,
    nullable: NULLABLE.has(state.sortField),
    id: sql`o.id`,
  };
}

/** ORDER BY of the list: the chosen field, then id, so that the order is total and stable. */
export function companyOrderBy(state: ListState, search?: ListSearch): SQL {
  return keyOrderBy(companyKeyOrder(state, search));
}

/** The engine's reading of the list's query, when it has one. */
export async function listSearchOf(state: ListState): Promise<ListSearch | undefined> {
  return state.search ? companyListSearch(state.search) : undefined;
}
