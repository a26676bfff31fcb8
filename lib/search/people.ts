import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { personSearch } from "@/lib/db/schema";
import { P } from "@/lib/queries/visibility";
import type { Terms } from "./terms";
import { bestFirst, countFound, inBest, tier, type Named } from "./tiers";

// People in the order of the ranking rules (lib/search/index.ts); their companies and roles
// are in their documents, so a company's name finds its people. Ties by name.

const PS = personSearch;
export const PERSON_NAMED: Named = {
  table: PS,
  id: PS.person_id,
  nameKey: PS.name_key,
  names: PS.names,
  document: PS.document,
  visible: PS.public,
  ties: [sql`${PS.name}`],
};

/** The public companies of `p`, by name, for a hit's second line. */
const COMPANIES = sql<string[]>`(select coalesce(json_agg(o.name order by o.name), '[]')
  from organizationkeyperson k join organization o on o.id = k.organization_id
  where k.key_person_id = p.id and o.published and not o.is_dummy)`;

export type PersonHit = { id: number; name: string; companies: string[]; tier: number };

/**
 * Up to `limit` people visitors may see that `terms` find, best first, and, `counted`, how
 * many there are (else null).
 */
export async function searchPeople(db: Db, terms: Terms, limit: number, counted: boolean) {
  const best: Promise<PersonHit[]> = db
    .select({
      id: P.id,
      name: P.name,
      companies: COMPANIES,
      tier: tier(PERSON_NAMED, terms).mapWith(Number),
    })
    .from(PS)
    .innerJoin(P, eq(P.id, PS.person_id))
    .where(inBest(PERSON_NAMED, terms, limit))
    .orderBy(...bestFirst(PERSON_NAMED, terms), P.id)
    .limit(limit);
  const [hits, total] = await Promise.all([
    best,
    counted ? countFound(db, PERSON_NAMED, terms) : null,
  ]);
  return { hits, total };
}
