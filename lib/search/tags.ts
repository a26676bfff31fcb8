import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { selectRows } from "@/lib/db/rows";
import { intArray } from "@/lib/db/sql-arrays";
import { tagCompanyCounts } from "@/lib/queries/public-tag-links";
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
  const { tagIds, counts } = await tagCompanyCounts();
  const rows = await selectRows<TagHit & { total: number }>(
    db,
    sql`select t.id, t.name, c.name as category, n.companies, (count(*) over ())::int as total
      from unnest(${intArray(tagIds)}, ${intArray(counts)}) n(tag_id, companies)
      join tag t on t.id = n.tag_id
      left join tag_category c on c.id = t.category_id
      where ${tagVector} @@ ${raw} ${fixed ? sql`or ${tagVector} @@ ${fixed}` : sql``}
      order by n.companies desc, t.name, t.id
      limit ${limit}`,
  );
  const hits = rows.map(({ total: _total, ...hit }) => hit);
  return { hits, total: counted ? (rows[0]?.total ?? 0) : null };
}
