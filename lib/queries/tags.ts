import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { selectRows } from "@/lib/db/rows";
import { TAG_CATEGORIES } from "@/lib/domain/constants";

export type FilterTag = { id: number; name: string; category: string };

/** Tags of the four list-filter categories that published companies use, by category and name. */
export async function listFilterTags(): Promise<FilterTag[]> {
  const db = await getDb();
  const categories = sql.join(
    TAG_CATEGORIES.map((c) => sql`${c}`),
    sql`, `,
  );
  return selectRows<FilterTag>(
    db,
    sql`select t.id, t.name, c.name as category
        from tag t join tag_category c on c.id = t.category_id
        where c.name in (${categories})
          and exists (select 1 from organization_tag ot where ot.tag_id = t.id)
        order by c.name, lower(t.name)`,
  );
}
