import "server-only";
import { inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { containsPattern } from "@/lib/db/like";
import { tag } from "@/lib/db/schema";
import type { ListState } from "@/lib/domain/list-state";
import { LATEST_VALUATION_MILLIONS } from "./fragments";

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
 */
export function companyWhere(state: ListState, listed: SQL, tagIds: number[]): SQL {
  const conditions: SQL[] = [listed];
  if (state.type !== "all") conditions.push(sql`o.organization_type = ${state.type}`);
  if (state.search) conditions.push(sql`o.name ilike ${containsPattern(state.search)}`);
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
  return sql.join(conditions, sql` and `);
}

const SORT_EXPRESSIONS: Record<ListState["sortField"], SQL> = {
  date_updated: sql`o.date_updated`,
  name: sql`lower(o.name)`,
  city: sql`o.city`,
  year_founded: sql`o.year_founded`,
  total_funding: sql`o.funding_millions`,
  valuation: LATEST_VALUATION_MILLIONS,
};

// Columns that may be empty; their missing values sort last in both directions.
const NULLABLE = new Set<ListState["sortField"]>([
  "city",
  "year_founded",
  "total_funding",
  "valuation",
]);

/** ORDER BY of the list: the chosen field, then id, so that the order is total and stable. */
export function companyOrderBy(state: ListState): SQL {
  const direction = state.sortDirection === "asc" ? sql`asc` : sql`desc`;
  const nulls = NULLABLE.has(state.sortField) ? sql` nulls last` : sql``;
  return sql`${SORT_EXPRESSIONS[state.sortField]} ${direction}${nulls}, o.id ${direction}`;
}
