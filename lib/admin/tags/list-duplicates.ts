import { sql } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import type { Db } from "@/lib/db/client";
import { getDb } from "@/lib/db/client";
import { selectRows } from "@/lib/db/rows";
import { byKeepOrder, findDuplicateGroups } from "@/lib/domain/tag-duplicates";
import { intArray } from "@/lib/db/sql-arrays";
import type { TagSummary } from "./list-tags";

/**
 * The auto-detected groups of duplicate tags over all categories (spec §5), the suggested tag
 * to keep first. Names are grouped first; only the grouped tags' usage is counted.
 */
export async function listDuplicateGroups(_admin: AdminUser, db?: Db): Promise<TagSummary[][]> {
  const database = db ?? (await getDb());
  const tags = await selectRows<TagSummary>(
    database,
    sql`select t.id, t.name, t.description, t.category_id, c.name as category, 0 as usage,
          t.version
        from tag t left join tag_category c on c.id = t.category_id`,
  );
  const groups = findDuplicateGroups(tags);
  const grouped = groups.flat();
  if (grouped.length === 0) return [];
  const counts = await selectRows<{ tag_id: number; usage: number }>(
    database,
    sql`select tag_id, count(*)::int as usage from organization_tag
        where tag_id = any(${intArray(grouped.map((t) => t.id))}) group by tag_id`,
  );
  const usage = new Map(counts.map((row) => [row.tag_id, row.usage]));
  for (const t of grouped) t.usage = usage.get(t.id) ?? 0;
  return groups.map((group) => group.sort(byKeepOrder));
}
