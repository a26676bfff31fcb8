import "server-only";
import { and, asc, eq, exists, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, SelectedFields } from "drizzle-orm/pg-core";
import type { Db } from "@/lib/db/client";
import { organization, organizationTag, tag, tagCategory } from "@/lib/db/schema";
import { correlated } from "@/lib/db/rows";
import { intArray } from "@/lib/db/sql-arrays";

// The tag pages' named selections: each read below infers its row type from them.

/** A category as its forms and history entries keep it. */
export const categoryColumns = {
  id: tagCategory.id,
  name: tagCategory.name,
  description: tagCategory.description,
};

/** A tag with its category's name (null for "Other"): read through `selectTags`. */
export const tagColumns = {
  id: tag.id,
  name: tag.name,
  description: tag.description,
  category_id: tag.category_id,
  category: tagCategory.name,
};

/** How many companies use the tag of the row. */
export const tagUsage = correlated(
  sql<number>`(select count(*)::int from ${organizationTag} where ${organizationTag.tag_id} = ${tag.id})`,
).mapWith(Number);

/** `lower(column)`: names are listed regardless of case. */
export const lower = (column: AnyPgColumn) => sql`lower(${column})`;

/** `tagColumns` and `more`, of the tags left-joined to their category. */
export const selectTags = <T extends SelectedFields>(db: Db, more: T) =>
  db
    .select({ ...tagColumns, ...more })
    .from(tag)
    .leftJoin(tagCategory, eq(tagCategory.id, tag.category_id));

/** `tag.id = any(ids)`, the ids sent as one array parameter. */
export const tagIdIn = (ids: number[]) => sql`${tag.id} = any(${intArray(ids)})`;

/** A company–tag link's `tag_id = any(ids)`. */
export const linkTagIdIn = (ids: number[]) =>
  sql`${organizationTag.tag_id} = any(${intArray(ids)})`;

/** Usage counts of the tags, by tag id (a tag no company uses is absent). */
export async function usageByTag(db: Db, tagIds: number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ tag_id: organizationTag.tag_id, usage: sql<number>`count(*)::int` })
    .from(organizationTag)
    .where(linkTagIdIn(tagIds))
    .groupBy(organizationTag.tag_id);
  return new Map(rows.map((row) => [row.tag_id, row.usage]));
}

/** The shortnames of the companies with a link matching `link` (over organization_tag), by shortname. */
export async function shortnamesLinkedBy(db: Db, link: SQL): Promise<string[]> {
  const rows = await db
    .select({ shortname: organization.shortname })
    .from(organization)
    .where(
      exists(
        db
          .select({ one: sql`1` })
          .from(organizationTag)
          .where(and(eq(organizationTag.organization_id, organization.id), link)),
      ),
    )
    .orderBy(asc(organization.shortname));
  return rows.map((row) => row.shortname);
}
