import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { selectRows } from "@/lib/db/rows";
import { intArray } from "@/lib/db/sql-arrays";
import { keyAfter, keyOrderBy, keyValue, type KeyAfter, type KeyOrder } from "./keyset";
import { tagCompanyCounts } from "./public-tag-links";

// The tags published companies carry, read by key: by category, then name, each with the
// number of published companies that carry it. A tag without a category is in "Other".

export type TagSummary = {
  id: number;
  name: string;
  category: string;
  description: string | null;
  company_count: number;
  sort_value: string | null;
};

const CATEGORY = sql`coalesce(c.name, 'Other')`;

/** The tag list's order: category, then name (case-insensitive), then id. */
export const TAG_KEY_ORDER: KeyOrder = {
  expression: sql`lower(${CATEGORY} || ' ' || t.name)`,
  cast: "text",
  direction: "asc",
  nullable: false,
  id: sql`t.id`,
};

/** Up to `limit` tags of published companies (of `category` when given), after `after`. */
export async function listTagsAfter(
  category: string | null,
  after: KeyAfter | null,
  limit: number,
): Promise<TagSummary[]> {
  const db = await getDb();
  const { tagIds, counts } = await tagCompanyCounts();
  const conditions: SQL[] = [sql`true`];
  if (category) conditions.push(sql`lower(${CATEGORY}) = lower(${category})`);
  if (after) conditions.push(keyAfter(TAG_KEY_ORDER, after));
  return selectRows<TagSummary>(
    db,
    sql`select t.id, t.name, ${CATEGORY} as category, t.description,
        n.company_count, ${keyValue(TAG_KEY_ORDER)} as sort_value
      from unnest(${intArray(tagIds)}, ${intArray(counts)}) n(tag_id, company_count)
      join tag t on t.id = n.tag_id left join tag_category c on c.id = t.category_id
      where ${sql.join(conditions, sql` and `)}
      order by ${keyOrderBy(TAG_KEY_ORDER)} limit ${limit}`,
  );
}
