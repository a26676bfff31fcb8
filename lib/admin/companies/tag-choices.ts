import "server-only";
import { asc, eq } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import { getDb } from "@/lib/db/client";
import { tag, tagCategory } from "@/lib/db/schema";

/** A tag category with the names of its tags, for the editor's tag chooser. */
export type TagChoices = { category: string; tags: string[] }[];

/** Every category with its tags, by name. */
export async function listTagChoices(_admin: AdminUser): Promise<TagChoices> {
  const db = await getDb();
  const rows = await db
    .select({ category: tagCategory.name, tag: tag.name })
    .from(tagCategory)
    .leftJoin(tag, eq(tag.category_id, tagCategory.id))
    .orderBy(asc(tagCategory.name), asc(tag.name));
  const choices: TagChoices = [];
  for (const row of rows) {
    let entry = choices.at(-1);
    if (entry?.category !== row.category)
      choices.push((entry = { category: row.category, tags: [] }));
    if (row.tag) entry.tags.push(row.tag);
  }
  return choices;
}
