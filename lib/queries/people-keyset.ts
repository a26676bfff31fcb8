import "server-only";
import { and, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { personListSearch, type ListSearch } from "@/lib/search/list-search";
import { keyAfter, keyOrderBy, keyValue, type KeyAfter, type KeyOrder } from "./keyset";
import { organizationsOf, type PersonOrganization } from "./people";
import { P, PUBLIC_ROWS } from "./visibility";

// The people list read by key (by name, then id, as the public list orders them; the most
// relevant first when searching).

export type PersonSummary = {
  id: number;
  name: string;
  linkedin_url: string | null;
  organizations: PersonOrganization[];
  sort_value: string | null;
};

/** The people list's order: by name, or by relevance to a search. */
function peopleKeyOrder(search: ListSearch | undefined): KeyOrder {
  const key = search
    ? { expression: search.relevance, cast: "float8" as const, direction: "desc" as const }
    : { expression: sql`lower(p.name)`, cast: "text" as const, direction: "asc" as const };
  return { ...key, nullable: false, id: sql`p.id` };
}

/** The type of the order's key, for cursors: a search's relevance, else a name. */
export const peopleSortCast = (query: string) => (query ? "float8" : "text");

/** Up to `limit` public people that `query` finds (all without one), in order, after `after`. */
export async function listPeopleAfter(
  query: string,
  after: KeyAfter | null,
  limit: number,
): Promise<PersonSummary[]> {
  const db = await getDb();
  const search = query ? await personListSearch(query) : undefined;
  const order = peopleKeyOrder(search);
  return db
    .select({
      id: P.id,
      name: P.name,
      linkedin_url: P.linkedin_url,
      organizations: organizationsOf(PUBLIC_ROWS.organization),
      sort_value: keyValue(order),
    })
    .from(P)
    .where(and(PUBLIC_ROWS.person, search?.where, after ? keyAfter(order, after) : undefined))
    .orderBy(keyOrderBy(order))
    .limit(limit);
}
