import { and, eq, notInArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { organizationTag, tag, tagCategory } from "@/lib/db/schema";
import { equalsAny, insertMany } from "@/lib/db/sql-arrays";
import type { CompanyInput } from "@/lib/validation/company-json";
import { refuse } from "@/lib/validation/refusal";

type TagInput = CompanyInput["tags"][number];

/**
 * For each tag, the tag of that category and name (both matched case-insensitively), created
 * in the category when missing. Categories are managed on the tags page: an unknown one is an
 * input error at that tag's `paths` entry.
 */
export async function resolveTags(tx: Db, tags: TagInput[], paths: string[]): Promise<number[]> {
  if (tags.length === 0) return [];
  const categories = await tx
    .select({ id: tagCategory.id, name: sql<string>`lower(${tagCategory.name})` })
    .from(tagCategory)
    .where(
      equalsAny(
        sql`lower(${tagCategory.name})`,
        tags.map((t) => t.category.toLowerCase()),
        "text",
      ),
    );
  const categoryIds = new Map(categories.map((row) => [row.name, row.id]));
  const unknown = tags.findIndex((item) => !categoryIds.has(item.category.toLowerCase()));
  if (unknown >= 0) {
    refuse(`no tag category named "${tags[unknown].category}"`, paths[unknown]);
  }
  const keyOf = (categoryId: number, name: string) => `${categoryId}:${name.toLowerCase()}`;
  const wanted = tags.map((item) => ({
    name: item.name,
    category_id: categoryIds.get(item.category.toLowerCase())!,
  }));
  const lowerName = sql<string>`lower(${tag.name})`;
  const existing = await tx
    .select({ id: tag.id, category_id: tag.category_id, name: tag.name })
    .from(tag)
    .where(
      and(
        equalsAny(
          tag.category_id,
          wanted.map((t) => t.category_id),
          "integer",
        ),
        equalsAny(
          lowerName,
          wanted.map((t) => t.name.toLowerCase()),
          "text",
        ),
      ),
    );
  const ids = new Map(existing.map((row) => [keyOf(row.category_id!, row.name), row.id]));
  // Each missing tag is created once, named as its first mention spells it.
  const seen = new Set(ids.keys());
  const missing = wanted.filter((t) => {
    const key = keyOf(t.category_id, t.name);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (missing.length > 0) {
    const created = await insertMany<{ id: number; category_id: number; name: string }>(
      tx,
      tag,
      missing,
      sql`returning id, category_id, name`,
    );
    for (const row of created) ids.set(keyOf(row.category_id!, row.name), row.id);
  }
  return wanted.map((t) => ids.get(keyOf(t.category_id, t.name))!);
}

/** Makes the company's tags exactly `tags`, adding and removing only the links that differ. */
export async function syncTags(tx: Db, organizationId: number, tags: CompanyInput["tags"]) {
  const ids = await resolveTags(
    tx,
    tags,
    tags.map((_, index) => `tags.${index}.category`),
  );
  const ofCompany = eq(organizationTag.organization_id, organizationId);
  // notInArray of no ids is true: with no tags, every link goes.
  await tx.delete(organizationTag).where(and(ofCompany, notInArray(organizationTag.tag_id, ids)));
  if (ids.length > 0) {
    await tx
      .insert(organizationTag)
      .values(ids.map((tag_id) => ({ organization_id: organizationId, tag_id })))
      .onConflictDoNothing();
  }
}
