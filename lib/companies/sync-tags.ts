import { and, eq, notInArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { organizationTag, tag, tagCategory } from "@/lib/db/schema";
import type { CompanyInput } from "@/lib/validation/company-json";
import { CompanyInputError } from "./company-input-error";

/**
 * The tag of that category and name (both matched case-insensitively), created in the category
 * when missing. Categories are managed on the tags page: an unknown one is an input error.
 */
export async function resolveTag(
  tx: Db,
  { category, name }: { category: string; name: string },
  path: string,
): Promise<number> {
  const [found] = await tx
    .select({ id: tagCategory.id })
    .from(tagCategory)
    .where(eq(sql`lower(${tagCategory.name})`, category.toLowerCase()));
  if (!found) throw new CompanyInputError(path, `no tag category named "${category}"`);
  const [existing] = await tx
    .select({ id: tag.id })
    .from(tag)
    .where(and(eq(tag.category_id, found.id), eq(sql`lower(${tag.name})`, name.toLowerCase())));
  if (existing) return existing.id;
  const [created] = await tx
    .insert(tag)
    .values({ name, category_id: found.id })
    .returning({ id: tag.id });
  return created.id;
}

/** Makes the company's tags exactly `tags`, adding and removing only the links that differ. */
export async function syncTags(tx: Db, organizationId: number, tags: CompanyInput["tags"]) {
  const ids: number[] = [];
  for (const [index, item] of tags.entries()) {
    ids.push(await resolveTag(tx, item, `tags.${index}.category`));
  }
  const ofCompany = eq(organizationTag.organization_id, organizationId);
  await tx
    .delete(organizationTag)
    .where(ids.length > 0 ? and(ofCompany, notInArray(organizationTag.tag_id, ids)) : ofCompany);
  if (ids.length > 0) {
    await tx
      .insert(organizationTag)
      .values(ids.map((tag_id) => ({ organization_id: organizationId, tag_id })))
      .onConflictDoNothing();
  }
}
