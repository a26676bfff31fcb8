import "server-only";
import { and, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import type { ListState } from "@/lib/domain/list-state";
import { companyKeyOrder, companyWhere, existingTagIds, listSearchOf } from "./company-filters";
import { asText, COMPANY_FACTS, TAGS, type CardTag } from "./fragments";
import { keyAfter, keyOrderBy, keyValue, type KeyAfter } from "./keyset";
import { O, PUBLIC_ORGANIZATION } from "./visibility";

// The company list read by key rather than page: the same filters and order as the public
// list (company-filters.ts), continued after the last row served, for walks through the whole
// list that rows added meanwhile cannot disturb.

export type CompanySummary = {
  id: number;
  name: string;
  shortname: string;
  organization_type: string;
  description: string | null;
  short_description: string | null;
  city: string | null;
  year_founded: number | null;
  total_funding: string | null;
  funding_millions: number | null;
  logo_url: string | null;
  fallback_avatar: boolean;
  stars: number | null;
  date_added: string;
  date_updated: string;
  websites: string[];
  tags: CardTag[];
  /** The row's sort value as text, for the cursor. */
  sort_value: string | null;
};

/** Every website URL of `o`, first (primary) first. */
export const WEBSITE_URLS = sql<string[]>`(select coalesce(json_agg(w.url order by w.id), '[]')
  from organizationwebsite w where w.organization_id = o.id)`;

/**
 * Up to `limit` published companies of the list `state` describes (filters and sort; page and
 * view ignored), in its order, after `after` (from the start when null).
 */
export async function listCompaniesAfter(
  state: ListState,
  after: KeyAfter | null,
  limit: number,
): Promise<CompanySummary[]> {
  const db = await getDb();
  const [tagIds, search] = await Promise.all([existingTagIds(db, state.tags), listSearchOf(state)]);
  const order = companyKeyOrder(state, search);
  const where = companyWhere(state, PUBLIC_ORGANIZATION, tagIds, search);
  return db
    .select({
      ...COMPANY_FACTS,
      organization_type: O.organization_type,
      total_funding: O.total_funding,
      date_added: asText(O.date_added),
      date_updated: asText(O.date_updated),
      websites: WEBSITE_URLS,
      tags: TAGS,
      sort_value: keyValue(order),
    })
    .from(O)
    .where(after ? and(where, keyAfter(order, after)) : where)
    .orderBy(keyOrderBy(order))
    .limit(limit);
}
