import "server-only";
import { and, asc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import { getDb, type Db } from "@/lib/db/client";
import { containsPattern } from "@/lib/db/like";
import { organization, organizationTag, tag, tagCategory } from "@/lib/db/schema";
import { paged, type Paged } from "./list-tags";
import { lower } from "./tag-columns";

/** One tag–company link, with what the relationships tab shows of both. */
export type Relationship = {
  tag_id: number;
  tag: string;
  category: string | null;
  organization_id: number;
  organization: string;
  shortname: string;
  published: boolean;
};

export type RelationshipFilter = { q: string; category: number | null; tag: number | null };

function relationshipWhere({ q, category, tag: tagId }: RelationshipFilter): SQL | undefined {
  const pattern = containsPattern(q);
  return and(
    q ? or(ilike(tag.name, pattern), ilike(organization.name, pattern)) : undefined,
    category !== null ? eq(tag.category_id, category) : undefined,
    tagId !== null ? eq(tag.id, tagId) : undefined,
  );
}

// Every link with its tag, its company and the tag's category.
const selectLinks = (db: Db) =>
  db
    .select({
      tag_id: tag.id,
      tag: tag.name,
      category: tagCategory.name,
      organization_id: organization.id,
      organization: organization.name,
      shortname: organization.shortname,
      published: organization.published,
    })
    .from(organizationTag)
    .innerJoin(tag, eq(tag.id, organizationTag.tag_id))
    .innerJoin(organization, eq(organization.id, organizationTag.organization_id))
    .leftJoin(tagCategory, eq(tagCategory.id, tag.category_id));

/** One page of links matching the filter, by tag then company name. */
export async function listRelationshipsPage(
  _admin: AdminUser,
  filter: RelationshipFilter,
  page: number,
  pageSize: number,
): Promise<Paged<Relationship>> {
  const db = await getDb();
  const where = relationshipWhere(filter);
  // Unfiltered, every link counts: its tag and company exist (foreign keys), no join needed.
  const total = await db.$count(where ? selectLinks(db).where(where).as("links") : organizationTag);
  return paged(total, page, pageSize, (offset) =>
    selectLinks(db)
      .where(where)
      .orderBy(lower(tag.name), asc(tag.id), lower(organization.name), asc(organization.id))
      .limit(pageSize)
      .offset(offset),
  );
}

export type TagOption = { id: number; name: string };

/** The most tags the specific-tag filter offers at once (narrowed by the category filter). */
export const MAX_TAG_OPTIONS = 1000;

/** The tags the specific-tag filter offers (of the category, when one is chosen), by name. */
export async function listTagOptions(
  _admin: AdminUser,
  category: number | null,
): Promise<TagOption[]> {
  const db = await getDb();
  return db
    .select({ id: tag.id, name: tag.name })
    .from(tag)
    .where(category === null ? undefined : eq(tag.category_id, category))
    .orderBy(lower(tag.name), asc(tag.id))
    .limit(MAX_TAG_OPTIONS);
}

/** A tag's name for the specific-tag filter, or null when it does not exist. */
export async function tagName(_admin: AdminUser, id: number): Promise<string | null> {
  const db = await getDb();
  const [row] = await db.select({ name: tag.name }).from(tag).where(eq(tag.id, id));
  return row?.name ?? null;
}
