import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { companySearch } from "@/lib/db/schema";
import { FIRST_WEBSITE } from "@/lib/queries/fragments";
import { O } from "@/lib/queries/visibility";
import type { Terms } from "./terms";
import { bestFirst, countFound, inBest, tier, type Named } from "./tiers";

// Companies in the order of the ranking rules (lib/search/index.ts): the tier of the match,
// then the weighted text rank, then the most recently updated.

const CS = companySearch;

/** A company is named by its name, its shortname or a former shortname, folded. */
export const companyNamed = ({ key }: Terms): Named => ({
  table: CS,
  id: CS.organization_id,
  nameKey: CS.name_key,
  names: CS.names,
  document: CS.document,
  isNamed: sql`${CS.keys} @> array[${key}::text]`,
  visible: CS.public,
  ties: [desc(CS.updated)],
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

/**
 * Up to `limit` public companies that `terms` find, best first, and, `counted`, how many there
 * are (else null).
 */
export async function searchCompanies(db: Db, terms: Terms, limit: number, counted: boolean) {
  const named = companyNamed(terms);
  const best: Promise<CompanyHit[]> = db
    .select({
      id: O.id,
      name: O.name,
      shortname: O.shortname,
      short_description: O.short_description,
      logo_url: O.logo_url,
      fallback_avatar: O.fallback_avatar,
      website: FIRST_WEBSITE,
      tier: tier(named, terms).mapWith(Number),
    })
    .from(CS)
    .innerJoin(O, eq(O.id, CS.organization_id))
    .where(inBest(named, terms, limit))
    .orderBy(...bestFirst(named, terms), O.id)
    .limit(limit);
  const [hits, total] = await Promise.all([best, counted ? countFound(db, named, terms) : null]);
  return { hits, total };
}
