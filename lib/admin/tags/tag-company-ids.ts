import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { organizationTag } from "@/lib/db/schema";
import { linkTagIdIn } from "./tag-columns";

/**
 * The ids of the companies using each tag, by tag id: a deleted tag's history entry keeps them,
 * so that restoring it links those companies again.
 */
export async function companyIdsOfTags(tx: Db, tagIds: number[]): Promise<Map<number, number[]>> {
  const rows = await tx
    .select({
      tag_id: organizationTag.tag_id,
      ids: sql<
        number[]
      >`array_agg(${organizationTag.organization_id} order by ${organizationTag.organization_id})`,
    })
    .from(organizationTag)
    .where(linkTagIdIn(tagIds))
    .groupBy(organizationTag.tag_id);
  return new Map(rows.map((row) => [row.tag_id, row.ids.map(Number)]));
}
