import "server-only";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { tag, tagCategory } from "@/lib/db/schema";
import { quoteNames } from "./sql-lists";
import {
  categoryColumns,
  linkTagIdIn,
  selectTags,
  shortnamesLinkedBy,
  tagIdIn,
  usageByTag,
} from "./tag-columns";
import { refuse } from "@/lib/validation/refusal";

export type CategoryRow = { id: number; name: string; description: string | null };
export type TagRow = {
  id: number;
  name: string;
  description: string | null;
  category_id: number | null;
  category: string | null;
};

/** The category `id`, locked against a concurrent delete until the transaction ends. */
export async function categoryForUpdate(tx: Db, id: number): Promise<CategoryRow | undefined> {
  const [row] = await tx
    .select(categoryColumns)
    .from(tagCategory)
    .where(eq(tagCategory.id, id))
    .for("update");
  return row;
}

/** The category, locked against a concurrent delete until the transaction ends; refused when missing. */
export async function lockCategory(tx: Db, id: number, field?: string): Promise<CategoryRow> {
  return (await categoryForUpdate(tx, id)) ?? refuse(`no category with id ${id} exists`, field);
}

/** The tags, locked in id order (so that concurrent writes never deadlock); refused if any is missing. */
export async function lockTags(tx: Db, ids: number[]): Promise<TagRow[]> {
  const rows = await selectTags(tx, {})
    .where(tagIdIn(ids))
    .orderBy(asc(tag.id))
    .for("update", { of: tag });
  const found = new Set(rows.map((row) => row.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) {
    refuse(
      `${missing.length === 1 ? "tag" : "tags"} ${missing.join(", ")} no longer ${missing.length === 1 ? "exists" : "exist"} (deleted or merged by another change); reload and try again`,
    );
  }
  return rows;
}

// A row other than `exceptId` (0: none) whose name equals `name` regardless of case.
const sameNameAs = (column: typeof tag.name | typeof tagCategory.name, name: string) =>
  sql`lower(${column}) = lower(${name})`;

/** Refuses a tag name already used in the category (case-insensitively), other than by `exceptId`. */
export async function refuseTakenTagName(
  tx: Db,
  categoryId: number,
  name: string,
  exceptId?: number,
) {
  const [taken] = await tx
    .select({ name: tag.name, category: tagCategory.name })
    .from(tag)
    .innerJoin(tagCategory, eq(tagCategory.id, tag.category_id))
    .where(
      and(eq(tag.category_id, categoryId), sameNameAs(tag.name, name), ne(tag.id, exceptId ?? 0)),
    );
  if (taken)
    refuse(`a tag named "${taken.name}" already exists in category "${taken.category}"`, "name");
}

/** Refuses a category name already used (case-insensitively), other than by `exceptId`. */
export async function refuseTakenCategoryName(tx: Db, name: string, exceptId?: number) {
  const [taken] = await tx
    .select({ name: tagCategory.name })
    .from(tagCategory)
    .where(and(sameNameAs(tagCategory.name, name), ne(tagCategory.id, exceptId ?? 0)));
  if (taken) refuse(`a category named "${taken.name}" already exists`, "name");
}

/** The shortnames of the companies using any of the tags, for refreshing their pages. */
export async function companiesUsing(tx: Db, tagIds: number[]): Promise<string[]> {
  if (tagIds.length === 0) return [];
  return shortnamesLinkedBy(tx, linkTagIdIn(tagIds));
}

/** Usage counts of the tags, by id. */
export const usageOf = usageByTag;

export { quoteNames };
