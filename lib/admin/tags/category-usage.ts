import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { selectRows } from "@/lib/db/rows";

/** The shortnames of the companies using a tag of the category. */
export async function companiesInCategory(tx: Db, categoryId: number): Promise<string[]> {
  const rows = await selectRows<{ shortname: string }>(
    tx,
    sql`select o.shortname from organization o
        where exists (select 1 from organization_tag ot join tag t on t.id = ot.tag_id
                      where ot.organization_id = o.id and t.category_id = ${categoryId})`,
  );
  return rows.map((row) => row.shortname);
}

/** The category's tags, locked in id order. */
export async function lockTagsOfCategory(tx: Db, categoryId: number) {
  return selectRows<{ id: number; name: string; description: string | null }>(
    tx,
    sql`select id, name, description from tag where category_id = ${categoryId} order by id for update`,
  );
}
