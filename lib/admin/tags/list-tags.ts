import { sql, type SQL } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import { getDb } from "@/lib/db/client";
import { containsPattern } from "@/lib/db/like";
import { selectRows } from "@/lib/db/rows";

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

/** Every category with its number of tags, by name. */
export async function listCategories(_admin: AdminUser): Promise<CategorySummary[]> {
  return selectRows<CategorySummary>(
    await getDb(),
    sql`select c.id, c.name, c.description, c.version,
          (select count(*)::int from tag t where t.category_id = c.id) as tag_count
        from tag_category c order by lower(c.name), c.id`,
  );
}

export type TagFilter = { q: string; category: number | null };

function tagWhere({ q, category }: TagFilter): SQL {
  const conditions: SQL[] = [sql`true`];
  if (q) conditions.push(sql`t.name ilike ${containsPattern(q)}`);
  if (category !== null) conditions.push(sql`t.category_id = ${category}`);
  return sql.join(conditions, sql` and `);
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
  const [{ total }] = await selectRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from tag t where ${where}`,
  );
  const last = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(page, last);
  const rows = await selectRows<TagSummary>(
    db,
    sql`select t.id, t.name, t.description, t.category_id, c.name as category, t.version,
          (select count(*)::int from organization_tag ot where ot.tag_id = t.id) as usage
        from tag t left join tag_category c on c.id = t.category_id
        where ${where}
        order by lower(t.name), t.id limit ${pageSize} offset ${(current - 1) * pageSize}`,
  );
  return { rows, total, page: current, pageSize };
}

/** How many tags and company links there are, for the page's progress line. */
export async function countTagsAndLinks(_admin: AdminUser) {
  const [row] = await selectRows<{ tags: number; links: number }>(
    await getDb(),
    sql`select (select count(*)::int from tag) as tags,
               (select count(*)::int from organization_tag) as links`,
  );
  return row;
}
