import "server-only";
import { eq, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import type { ListState } from "@/lib/domain/list-state";
import { companyOrderBy, companyWhere, existingTagIds, listSearchOf } from "./company-filters";
import { O, PUBLIC_ORGANIZATION } from "./visibility";

export type CompanyLink = { shortname: string; name: string };
export type AdjacentCompanies = { previous: CompanyLink | null; next: CompanyLink | null };

/** The published companies before and after one company in the list of `state`. */
export const getAdjacentCompanies = (shortname: string, state: ListState) =>
  readAdjacentCompanies(PUBLIC_ORGANIZATION, shortname, state);

/**
 * The companies before and after one company in the list as filtered and sorted by `state`,
 * among the organizations `listed` (a condition on `o`) lets through: one query with a window
 * over the filtered order. For lib/admin/draft-views.
 */
export async function readAdjacentCompanies(
  listed: SQL,
  shortname: string,
  state: ListState,
): Promise<AdjacentCompanies> {
  const db = await getDb();
  const [tagIds, search] = await Promise.all([existingTagIds(db, state.tags), listSearchOf(state)]);
  const order = companyOrderBy(state, search);
  const link = sql`json_build_object('shortname', ${O.shortname}, 'name', ${O.name})`;
  const ordered = db
    .select({
      shortname: O.shortname,
      previous: sql<CompanyLink | null>`lag(${link}) over (order by ${order})`.as("previous"),
      next: sql<CompanyLink | null>`lead(${link}) over (order by ${order})`.as("next"),
    })
    .from(O)
    .where(companyWhere(state, listed, tagIds, search))
    .as("ordered");
  const [row] = await db
    .select({ previous: ordered.previous, next: ordered.next })
    .from(ordered)
    .where(eq(ordered.shortname, shortname));
  return { previous: row?.previous ?? null, next: row?.next ?? null };
}
