import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { selectRows } from "@/lib/db/rows";
import { PUBLIC_ORGANIZATION } from "@/lib/queries/visibility";
import type { Terms } from "./terms";

// Tags whose names match, among those public companies carry, the most used first.

export type TagHit = { id: number; name: string; category: string | null; companies: number };

const tagVector = sql`to_tsvector('english', search_fold(t.name))`;

/**
 * Up to `limit` tags of public companies that `terms` find (the query, or its correction),
 * and, `counted`, how many there are (else null).
 */
export async function searchTags(
  db: Db,
  { raw, fixed }: Pick<Terms, "raw" | "fixed">,
  limit: number,
  counted = true,
) {
  // The tags first (a few hundred names), then the companies of those found only.
  const rows = await selectRows<TagHit & { total: number }>(
    db,
    sql`with found as materialized (select t.id from tag t
        where ${tagVector} @@ ${raw} ${fixed ? sql`or ${tagVector} @@ ${fixed}` : sql``})
      select t.id, t.name, c.name as category, count(*)::int as companies,
        (count(*) over ())::int as total
      from found
      join tag t on t.id = found.id
      join organization_tag ot on ot.tag_id = t.id
      join organization o on o.id = ot.organization_id
      left join tag_category c on c.id = t.category_id
      where ${PUBLIC_ORGANIZATION}
      group by t.id, c.name
      order by companies desc, t.name, t.id
      limit ${limit}`,
  );
  const hits = rows.map(({ total: _total, ...hit }) => hit);
  return { hits, total: counted ? (rows[0]?.total ?? 0) : null };
}
