import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { organizationTag, tag } from "@/lib/db/schema";
import { shortnamesLinkedBy } from "./tag-columns";

/** The shortnames of the companies using a tag of the category. */
export async function companiesInCategory(tx: Db, categoryId: number): Promise<string[]> {
  return shortnamesLinkedBy(
    tx,
    sql`${organizationTag.tag_id} in (select ${tag.id} from ${tag} where ${tag.category_id} = ${categoryId})`,
  );
}

/** The category's tags, locked in id order. */
export async function lockTagsOfCategory(tx: Db, categoryId: number) {
  return tx
    .select({ id: tag.id, name: tag.name, description: tag.description })
    .from(tag)
    .where(eq(tag.category_id, categoryId))
    .orderBy(asc(tag.id))
    .for("update");
}
