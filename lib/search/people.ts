import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { personSearch } from "@/lib/db/schema";
import { P, PERSON_WITH_PUBLIC_ORGANIZATION } from "@/lib/queries/visibility";
import type { Terms } from "./terms";
import { bestFirst, matches, tier, type Named } from "./tiers";

// People in the order of the ranking rules (lib/search/index.ts); their companies and roles
// are in their documents, so a company's name finds its people.

const PS = personSearch;
export const PERSON_NAMED: Named = { nameKey: PS.name_key, document: PS.document };

/** The public companies of `p`, by name, for a hit's second line. */
const COMPANIES = sql<string[]>`(select coalesce(json_agg(o.name order by o.name), '[]')
  from organizationkeyperson k join organization o on o.id = k.organization_id
  where k.key_person_id = p.id and o.published and not o.is_dummy)`;

export type PersonHit = { id: number; name: string; companies: string[]; tier: number };

/** Up to `limit` people visitors may see that `terms` find, best first, and how many there are. */
export async function searchPeople(db: Db, terms: Terms, limit: number) {
  const where = and(PERSON_WITH_PUBLIC_ORGANIZATION, matches(PERSON_NAMED, terms));
  const hits: PersonHit[] = await db
    .select({
      id: P.id,
      name: P.name,
      companies: COMPANIES,
      tier: tier(PERSON_NAMED, terms).mapWith(Number),
    })
    .from(PS)
    .innerJoin(P, eq(P.id, PS.person_id))
    .where(where)
    .orderBy(...bestFirst(PERSON_NAMED, terms), P.name, P.id)
    .limit(limit);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(PS)
    .innerJoin(P, eq(P.id, PS.person_id))
    .where(where);
  return { hits, total };
}
