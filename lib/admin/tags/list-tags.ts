import "server-only";
import { and, asc, count, eq, ilike, sql, type SQL } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import { getDb } from "@/lib/db/client";
import { containsPattern } from "@/lib/db/like";
import { correlated } from "@/lib/db/rows";
import { organizationTag, tag, tagCategory } from "@/lib/db/schema";
import { pageWindow } from "@/lib/domain/pagination";
import { categoryColumns, lower, selectTags, tagUsage } from "./tag-columns";

export type CategorySummary = {
  id: number;
  name: string;
  description: string | null;
  tag_count: number;
  /** What its edit form sends back, so that a save over a newer change is refused. */
  version: number;
};
export type TagSummary = {
  id: number;
  name: string;
  description: string | null;
  category_id: number | null;
  category: string | null;
  usage: number;
  /** What its edit form sends back, so that a save over a newer change is refused. */
  version: number;
};
export type Paged<T> = { rows: T[]; total: number; page: number; pageSize: number };

/** Page `page` of `total` rows (the last one when it is past it), its rows read by `rowsAt`. */
export async function paged<T>(
  total: number,
  page: number,
  pageSize: number,
  rowsAt: (offset: number) => Promise<T[]>,
): Promise<Paged<T>> {
  const { page: current, offset } = pageWindow(total, pageSize, page);
  return { rows: await rowsAt(offset), total, page: current, pageSize };
}

/** Every category with its number of tags, by name. */
export async function listCategories(_admin: AdminUser): Promise<CategorySummary[]> {
  const db = await getDb();
  return db
    .select({
      ...categoryColumns,
      version: tagCategory.version,
      tag_count: correlated(
        sql<number>`(select count(*)::int from ${tag} where ${tag.category_id} = ${tagCategory.id})`,
      ).mapWith(Number),
    })
    .from(tagCategory)
    .orderBy(lower(tagCategory.name), asc(tagCategory.id));
}

export type TagFilter = { q: string; category: number | null };

function tagWhere({ q, category }: TagFilter): SQL | undefined {
  return and(
    q ? ilike(tag.name, containsPattern(q)) : undefined,
    category !== null ? eq(tag.category_id, category) : undefined,
  );
}

/** One page of the tags matching the filter, by name, each with its number of companies. */
export async function listTagsPage(
  _admin: AdminUser,
  filter: TagFilter,
  page: number,
  pageSize: number,
): Promise<Paged<TagSummary>> {
  const db = await getDb();
  const where = tagWhere(filter);
  return paged(await db.$count(tag, where), page, pageSize, (offset) =>
    selectTags(db, { version: tag.version, usage: tagUsage })
      .where(where)
      .orderBy(lower(tag.name), asc(tag.id))
      .limit(pageSize)
      .offset(offset),
  );
}

/** The ids of every tag the filter matches, on all pages (up to `limit`), for 'Select all N in this view'. */
export async function listMatchingTagIds(
  _admin: AdminUser,
  filter: TagFilter,
  limit: number,
): Promise<number[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: tag.id })
    .from(tag)
    .where(tagWhere(filter))
    .orderBy(lower(tag.name), asc(tag.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** How many tags and company links there are, for the page's progress line. */
export async function countTagsAndLinks(_admin: AdminUser) {
  const db = await getDb();
  const [[{ tags }], [{ links }]] = await Promise.all([
    db.select({ tags: count() }).from(tag),
    db.select({ links: count() }).from(organizationTag),
  ]);
  return { tags, links };
}
