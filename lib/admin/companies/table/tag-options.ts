import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import { getDb } from "@/lib/db/client";
import { tag, tagCategory } from "@/lib/db/schema";

/** A tag the table's bulk actions can apply or remove. */
export type TagOption = { id: number; label: string };

/** Every tag, named with its category ("AI (industry)"), by category then name. */
export async function listTagOptions(_admin: AdminUser): Promise<TagOption[]> {
  const db = await getDb();
  return db
    .select({
      id: tag.id,
      label: sql<string>`${tag.name} || coalesce(' (' || ${tagCategory.name} || ')', '')`,
    })
    .from(tag)
    .leftJoin(tagCategory, eq(tagCategory.id, tag.category_id))
    .orderBy(asc(tagCategory.name), asc(tag.name));
}
