import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { selectRows } from "@/lib/db/rows";
import { intArray } from "@/lib/db/sql-arrays";

/**
 * The ids of the companies using each tag, by tag id: a deleted tag's history entry keeps them,
 * so that restoring it links those companies again.
 */
export async function companyIdsOfTags(tx: Db, tagIds: number[]): Promise<Map<number, number[]>> {
  const rows = await selectRows<{ tag_id: number; ids: number[] }>(
    tx,
    sql`select tag_id, array_agg(organization_id order by organization_id) as ids
        from organization_tag where tag_id = any(${intArray(tagIds)}) group by tag_id`,
  );
  return new Map(rows.map((row) => [row.tag_id, row.ids.map(Number)]));
}
