import "server-only";
import { asc, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { tag, tagCategory } from "@/lib/db/schema";
import { TAG_CATEGORIES } from "@/lib/domain/constants";
import { PUBLIC_ORGANIZATION } from "./visibility";

export type FilterTag = { id: number; name: string; category: string };

/** Tags of the four list-filter categories that public companies use, by category and name. */
export async function listFilterTags(): Promise<FilterTag[]> {
  const db = await getDb();
  return db
    .select({ id: tag.id, name: tag.name, category: tagCategory.name })
    .from(tag)
    .innerJoin(tagCategory, eq(tagCategory.id, tag.category_id))
    .where(
      sql`${inArray(tagCategory.name, [...TAG_CATEGORIES])}
        and exists (select 1 from organization_tag ot join organization o on o.id = ot.organization_id
          where ot.tag_id = ${tag.id} and ${PUBLIC_ORGANIZATION})`,
    )
    .orderBy(asc(tagCategory.name), sql`lower(${tag.name})`);
}
