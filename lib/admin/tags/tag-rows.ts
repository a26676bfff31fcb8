import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { selectRows } from "@/lib/db/rows";
import { intArray } from "@/lib/db/sql-arrays";
import { quoteNames } from "./sql-lists";
import { refuse } from "./tag-write";

export type CategoryRow = { id: number; name: string; description: string | null };
export type TagRow = {
  id: number;
  name: string;
  description: string | null;
  category_id: number | null;
  category: string | null;
};

/** The category, locked against a concurrent delete until the transaction ends; refused when missing. */
export async function lockCategory(tx: Db, id: number, field?: string): Promise<CategoryRow> {
  const [row] = await selectRows<CategoryRow>(
    tx,
    sql`select id, name, description from tag_category where id = ${id} for update`,
  );
  return row ?? refuse(`no category with id ${id} exists`, field);
}

/** The tags, locked in id order (so that concurrent writes never deadlock); refused if any is missing. */
export async function lockTags(tx: Db, ids: number[]): Promise<TagRow[]> {
  const rows = await selectRows<TagRow>(
    tx,
    sql`select t.id, t.name, t.description, t.category_id, c.name as category
        from tag t left join tag_category c on c.id = t.category_id
        where t.id = any(${intArray(ids)}) order by t.id for update of t`,
  );
  const found = new Set(rows.map((row) => row.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) {
    refuse(
      `${missing.length === 1 ? "tag" : "tags"} ${missing.join(", ")} no longer ${missing.length === 1 ? "exists" : "exist"} (deleted or merged by another change); reload and try again`,
    );
  }
  return rows;
}

/** Refuses a tag name already used in the category (case-insensitively), other than by `exceptId`. */
export async function refuseTakenTagName(
  tx: Db,
  categoryId: number,
  name: string,
  exceptId?: number,
) {
  const [taken] = await selectRows<{ name: string; category: string }>(
    tx,
    sql`select t.name, c.name as category from tag t join tag_category c on c.id = t.category_id
        where t.category_id = ${categoryId} and lower(t.name) = lower(${name})
          and t.id <> ${exceptId ?? 0}`,
  );
  if (taken)
    refuse(`a tag named "${taken.name}" already exists in category "${taken.category}"`, "name");
}

/** Refuses a category name already used (case-insensitively), other than by `exceptId`. */
export async function refuseTakenCategoryName(tx: Db, name: string, exceptId?: number) {
  const [taken] = await selectRows<{ name: string }>(
    tx,
    sql`select name from tag_category where lower(name) = lower(${name}) and id <> ${exceptId ?? 0}`,
  );
  if (taken) refuse(`a category named "${taken.name}" already exists`, "name");
}

/** The shortnames of the companies using any of the tags, for refreshing their pages. */
export async function companiesUsing(tx: Db, tagIds: number[]): Promise<string[]> {
  if (tagIds.length === 0) return [];
  const rows = await selectRows<{ shortname: string }>(
    tx,
    sql`select o.shortname from organization o
        where exists (select 1 from organization_tag ot
                      where ot.organization_id = o.id and ot.tag_id = any(${intArray(tagIds)}))
        order by o.shortname`,
  );
  return rows.map((row) => row.shortname);
}

/** Usage counts of the tags, by id. */
export async function usageOf(tx: Db, tagIds: number[]): Promise<Map<number, number>> {
  const rows = await selectRows<{ tag_id: number; usage: number }>(
    tx,
    sql`select tag_id, count(*)::int as usage from organization_tag
        where tag_id = any(${intArray(tagIds)}) group by tag_id`,
  );
  return new Map(rows.map((row) => [row.tag_id, row.usage]));
}

export { quoteNames };
