import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { selectRows } from "@/lib/db/rows";
import type { ListState } from "@/lib/domain/list-state";
import {
  companyOrderBy,
  companyWhere,
  existingTagIds,
  LATEST_VALUATION_JOIN,
  needsValuation,
} from "./company-filters";
import type { Audience } from "./audience";

export type CompanyLink = { shortname: string; name: string };
export type AdjacentCompanies = { previous: CompanyLink | null; next: CompanyLink | null };

/** The published companies before and after one company in the list of `state`. */
export const getAdjacentCompanies = (shortname: string, state: ListState) =>
  adjacentCompaniesFor("public", shortname, state);

/**
 * The companies before and after one company in the list as filtered and sorted by
 * `state` for an audience: one query with a window over the filtered order.
 */
export async function adjacentCompaniesFor(
  audience: Audience,
  shortname: string,
  state: ListState,
): Promise<AdjacentCompanies> {
  const db = await getDb();
  const tagIds = await existingTagIds(db, state.tags);
  const order = companyOrderBy(state);
  const [row] = await selectRows<{
    previous: CompanyLink | null;
    next: CompanyLink | null;
  }>(
    db,
    sql`select previous, next from (
          select o.shortname,
                 lag(json_build_object('shortname', o.shortname, 'name', o.name)) over (order by ${order}) as previous,
                 lead(json_build_object('shortname', o.shortname, 'name', o.name)) over (order by ${order}) as next
          from organization o ${needsValuation(state) ? LATEST_VALUATION_JOIN : sql``}
          where ${companyWhere(state, audience, tagIds)}
        ) ordered
        where shortname = ${shortname}`,
  );
  return { previous: row?.previous ?? null, next: row?.next ?? null };
}
