import { sql, type SQL } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import { getDb } from "@/lib/db/client";
import { containsPattern } from "@/lib/db/like";
import { selectRows } from "@/lib/db/rows";
import type { Paged } from "./list-tags";

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

function relationshipWhere({ q, category, tag }: RelationshipFilter): SQL {
  const conditions: SQL[] = [sql`true`];
  if (q) {
    const pattern = containsPattern(q);
    conditions.push(sql`(t.name ilike ${pattern} or o.name ilike ${pattern})`);
  }
  if (category !== null) conditions.push(sql`t.category_id = ${category}`);
  if (tag !== null) conditions.push(sql`t.id = ${tag}`);
  return sql.join(conditions, sql` and `);
}

const FROM = sql`organization_tag ot join tag t on t.id = ot.tag_id
  join organization o on o.id = ot.organization_id
  left join tag_category c on c.id = t.category_id`;

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
  const filtered = filter.q !== "" || filter.category !== null || filter.tag !== null;
  const [{ total }] = await selectRows<{ total: number }>(
    db,
    filtered
      ? sql`select count(*)::int as total from ${FROM} where ${where}`
      : sql`select count(*)::int as total from organization_tag`,
  );
  const current = Math.min(page, Math.max(1, Math.ceil(total / pageSize)));
  const rows = await selectRows<Relationship>(
    db,
    sql`select t.id as tag_id, t.name as tag, c.name as category, o.id as organization_id,
          o.name as organization, o.shortname, o.published
        from ${FROM} where ${where}
        order by lower(t.name), t.id, lower(o.name), o.id
        limit ${pageSize} offset ${(current - 1) * pageSize}`,
  );
  return { rows, total, page: current, pageSize };
}

export type TagOption = { id: number; name: string };

/** The most tags the specific-tag filter offers at once (narrowed by the category filter). */
export const MAX_TAG_OPTIONS = 1000;

/** The tags the specific-tag filter offers (of the category, when one is chosen), by name. */
export async function listTagOptions(
  _admin: AdminUser,
  category: number | null,
): Promise<TagOption[]> {
  return selectRows<TagOption>(
    await getDb(),
    sql`select id, name from tag where ${category === null ? sql`true` : sql`category_id = ${category}`}
        order by lower(name), id limit ${MAX_TAG_OPTIONS}`,
  );
}

/** A tag's name for the specific-tag filter, or null when it does not exist. */
export async function tagName(_admin: AdminUser, id: number): Promise<string | null> {
  const [row] = await selectRows<{ name: string }>(
    await getDb(),
    sql`select name from tag where id = ${id}`,
  );
  return row?.name ?? null;
}
