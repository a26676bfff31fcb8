import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { companySearch } from "@/lib/db/schema";
import { FIRST_WEBSITE } from "@/lib/queries/fragments";
import { O, PUBLIC_ORGANIZATION } from "@/lib/queries/visibility";
import type { Terms } from "./terms";
import { bestFirst, matches, tier, type Named } from "./tiers";

// Companies in the order of the ranking rules (lib/search/index.ts): the tier of the match,
// then the weighted text rank, then the most recently updated.

const CS = companySearch;

/** A company is named by its name, its shortname or a former shortname, folded. */
export const companyNamed = ({ key }: Terms): Named => ({
  nameKey: CS.name_key,
  document: CS.document,
  isNamed: sql`(${CS.name_key} = ${key}
    or search_key(${O.shortname}) = ${key}
    or exists (select 1 from shortname_redirect r
      where r.organization_id = ${O.id} and search_key(r.old_shortname) = ${key}))`,
});

export type CompanyHit = {
  id: number;
  name: string;
  shortname: string;
  short_description: string | null;
  logo_url: string | null;
  fallback_avatar: boolean;
  website: string | null;
  /**
   * 0 the name, 1 the start of the name, 2 the words, 3 the name or the words once typos are
   * corrected.
   */
  tier: number;
};

/** Up to `limit` public companies that `terms` find, best first, and how many there are. */
export async function searchCompanies(db: Db, terms: Terms, limit: number) {
  const where = and(PUBLIC_ORGANIZATION, matches(companyNamed(terms), terms));
  const hits: CompanyHit[] = await db
    .select({
      id: O.id,
      name: O.name,
      shortname: O.shortname,
      short_description: O.short_description,
      logo_url: O.logo_url,
      fallback_avatar: O.fallback_avatar,
      website: FIRST_WEBSITE,
      tier: tier(companyNamed(terms), terms).mapWith(Number),
    })
    .from(CS)
    .innerJoin(O, eq(O.id, CS.organization_id))
    .where(where)
    .orderBy(...bestFirst(companyNamed(terms), terms), desc(O.date_updated), O.id)
    .limit(limit);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(CS)
    .innerJoin(O, eq(O.id, CS.organization_id))
    .where(where);
  return { hits, total };
}
