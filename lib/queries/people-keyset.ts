import "server-only";
import { and, ilike, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { containsPattern } from "@/lib/db/like";
import { keyAfter, keyOrderBy, keyValue, type KeyAfter, type KeyOrder } from "./keyset";
import { organizationsOf, type PersonOrganization } from "./people";
import { P, PUBLIC_ROWS } from "./visibility";

// The people list read by key (by name, then id, as the public list orders them).

export type PersonSummary = {
  id: number;
  name: string;
  linkedin_url: string | null;
  organizations: PersonOrganization[];
  sort_value: string | null;
};

/** The people list's order. */
export const PEOPLE_KEY_ORDER: KeyOrder = {
  expression: sql`lower(p.name)`,
  cast: "text",
  direction: "asc",
  nullable: false,
  id: sql`p.id`,
};

/** Up to `limit` public people whose name contains `search`, by name, after `after`. */
export async function listPeopleAfter(
  search: string,
  after: KeyAfter | null,
  limit: number,
): Promise<PersonSummary[]> {
  const db = await getDb();
  return db
    .select({
      id: P.id,
      name: P.name,
      linkedin_url: P.linkedin_url,
      organizations: organizationsOf(PUBLIC_ROWS.organization),
      sort_value: keyValue(PEOPLE_KEY_ORDER),
    })
    .from(P)
    .where(
      and(
        PUBLIC_ROWS.person,
        search ? ilike(P.name, containsPattern(search)) : undefined,
        after ? keyAfter(PEOPLE_KEY_ORDER, after) : undefined,
      ),
    )
    .orderBy(keyOrderBy(PEOPLE_KEY_ORDER))
    .limit(limit);
}
