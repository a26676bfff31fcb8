// Shared by the tag write tests: companies, tags and what a refused write must leave as it was.
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { createTag } from "@/lib/admin/tags/tag-writes";
import type { Db } from "@/lib/db/client";
import { selectRows } from "@/lib/db/rows";
import * as t from "@/lib/db/schema";
import { TEST_ADMIN } from "../fixtures/admin";

export async function companies(db: Db, count: number) {
  const rows = await db
    .insert(t.organization)
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: `Company ${i}`,
        shortname: `company-${i}`,
      })),
    )
    .returning({ id: t.organization.id });
  return rows.map((row) => row.id);
}

export async function categoryId(db: Db, name: string) {
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`select id from tag_category where name = ${name}`,
  );
  return row.id;
}

export async function newTag(db: Db, name: string, category = "technology") {
  const result = await createTag(TEST_ADMIN, {
    name,
    description: null,
    category_id: await categoryId(db, category),
  });
  expect(result).toMatchObject({ ok: true });
  const [row] = await selectRows<{ id: number }>(db, sql`select id from tag where name = ${name}`);
  return row.id;
}

export const links = (db: Db) =>
  selectRows<{ organization_id: number; tag_id: number }>(
    db,
    sql`select organization_id, tag_id from organization_tag order by 1, 2`,
  );

export const snapshot = async (db: Db) => ({
  tags: await selectRows(db, sql`select * from tag order by id`),
  categories: await selectRows(db, sql`select * from tag_category order by id`),
  links: await links(db),
  history: await selectRows(db, sql`select id from change_history`),
});
