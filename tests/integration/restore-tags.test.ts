import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { restoreChange } from "@/lib/admin/history/restore-change";
import { applyTags } from "@/lib/admin/tags/apply-tags";
import { createCategory, updateCategory } from "@/lib/admin/tags/category-writes";
import { deleteCategory } from "@/lib/admin/tags/delete-category";
import { deleteTags, updateTag } from "@/lib/admin/tags/tag-writes";
import { useDatabase, type Db } from "@/lib/db/client";
import { selectRows } from "@/lib/db/rows";
import { TEST_ADMIN } from "../fixtures/admin";
import { DRIVERS, useFreshDatabase } from "./databases";
import { openedRow } from "./opened-row";
import { categoryId, companies, newTag } from "./tag-fixtures";

type Row = Record<string, unknown>;

const tagState = async (db: Db, id: number) => ({
  row: (await selectRows<Row>(db, sql`select * from tag where id = ${id}`))[0],
  companies: await selectRows(
    db,
    sql`select organization_id from organization_tag where tag_id = ${id} order by 1`,
  ),
});

const categoryRow = async (db: Db, id: number) =>
  (await selectRows<Row>(db, sql`select * from tag_category where id = ${id}`))[0];

const lastChange = async (db: Db) =>
  (
    await selectRows<{ id: number; entity_id: number; action: string; before: unknown }>(
      db,
      sql`select id, entity_id, action, before from change_history order by id desc limit 1`,
    )
  )[0];

describe.each(DRIVERS)("restoring tags and categories by their id on $name", ({ driver }) => {
  const database = useFreshDatabase(driver);
  let db: Db;
  let orgs: number[];

  beforeEach(async () => {
    useDatabase(database());
    db = database().db;
    orgs = await companies(db, 3);
  });

  it("brings a deleted tag back with its id and companies beside a namesake, which stays as it was", async () => {
    const oldId = await newTag(db, "Vector");
    await applyTags(TEST_ADMIN, "apply", [oldId], orgs.slice(0, 2));
    const original = await tagState(db, oldId);
    expect(await deleteTags(TEST_ADMIN, [oldId], "Error deleting item")).toMatchObject({
      ok: true,
    });
    const deletion = await lastChange(db);
    const namesakeId = await newTag(db, "vector");
    await applyTags(TEST_ADMIN, "apply", [namesakeId], [orgs[2]]);
    const namesake = await tagState(db, namesakeId);

    expect(await restoreChange(TEST_ADMIN, deletion.id)).toEqual({
      ok: true,
      message:
        'Restored tag "Vector-2" in "technology": another tag in "technology" has the name "Vector" now.',
      href: "/admin/tags",
    });
    const back = await tagState(db, oldId);
    expect(back.companies).toEqual(original.companies);
    expect(back.row).toMatchObject({ name: "Vector-2", category_id: original.row.category_id });
    expect(await tagState(db, namesakeId)).toEqual(namesake);
    expect(await lastChange(db)).toMatchObject({ entity_id: oldId, action: "restore" });
  });

  it("restoring an update of one tag changes that tag only", async () => {
    const id = await newTag(db, "Vector");
    const otherId = await newTag(db, "Graph");
    await applyTags(TEST_ADMIN, "apply", [id, otherId], orgs);
    const original = await tagState(db, id);
    const other = await tagState(db, otherId);
    const technology = await categoryId(db, "technology");
    await updateTag(TEST_ADMIN, await openedRow(db, "tag", id), {
      name: "Vectors",
      description: "x",
      category_id: technology,
    });
    const update = await lastChange(db);

    expect(await restoreChange(TEST_ADMIN, update.id)).toMatchObject({
      ok: true,
      message: 'Restored tag "Vector" in "technology".',
    });
    const back = await tagState(db, id);
    expect(back.companies).toEqual(original.companies);
    expect(back.row).toMatchObject({ name: "Vector", description: null });
    expect(await tagState(db, otherId)).toEqual(other);
  });

  it("refuses to restore a tag whose category is gone, and changes nothing", async () => {
    await createCategory(TEST_ADMIN, { name: "Cloud", description: null });
    const id = await newTag(db, "Serverless", "Cloud");
    await deleteCategory(TEST_ADMIN, await categoryId(db, "Cloud"), { tags: "delete" });
    const [tagDeletion] = await selectRows<{ id: number }>(
      db,
      sql`select id from change_history where entity_type = 'tag' and entity_id = ${id} and action = 'delete'`,
    );
    expect(await restoreChange(TEST_ADMIN, tagDeletion.id)).toEqual({
      ok: false,
      message: 'Its category "Cloud" no longer exists: restore the category first.',
    });
    expect((await tagState(db, id)).row).toBeUndefined();
  });

  it("brings a deleted category back with its id beside a namesake, which stays as it was", async () => {
    await createCategory(TEST_ADMIN, { name: "Cloud", description: "Where it runs" });
    const oldId = await categoryId(db, "Cloud");
    const original = await categoryRow(db, oldId);
    expect(await deleteCategory(TEST_ADMIN, oldId, { tags: "none" })).toMatchObject({ ok: true });
    const deletion = await lastChange(db);
    await createCategory(TEST_ADMIN, { name: "cloud", description: null });
    const namesakeId = await categoryId(db, "cloud");
    const namesake = await categoryRow(db, namesakeId);

    expect(await restoreChange(TEST_ADMIN, deletion.id)).toEqual({
      ok: true,
      message: 'Restored category "Cloud-2": another category has the name "Cloud" now.',
      href: "/admin/tags",
    });
    expect(await categoryRow(db, oldId)).toMatchObject({
      name: "Cloud-2",
      description: original.description,
    });
    expect(await categoryRow(db, namesakeId)).toEqual(namesake);
  });

  it("restoring an update of one category changes that category only", async () => {
    await createCategory(TEST_ADMIN, { name: "Cloud", description: null });
    await createCategory(TEST_ADMIN, { name: "Edge", description: null });
    const id = await categoryId(db, "Cloud");
    const other = await categoryRow(db, await categoryId(db, "Edge"));
    await updateCategory(TEST_ADMIN, await openedRow(db, "category", id), {
      name: "Clouds",
      description: "many",
    });
    const update = await lastChange(db);

    expect(await restoreChange(TEST_ADMIN, update.id)).toMatchObject({
      ok: true,
      message: 'Restored category "Cloud".',
    });
    expect(await categoryRow(db, id)).toMatchObject({ name: "Cloud", description: null });
    expect(await categoryRow(db, other.id as number)).toEqual(other);
  });

  it("brings tags deleted with their category back into it once the category is back", async () => {
    await createCategory(TEST_ADMIN, { name: "Cloud", description: null });
    const cloud = await categoryId(db, "Cloud");
    const id = await newTag(db, "Serverless", "Cloud");
    await applyTags(TEST_ADMIN, "apply", [id], [orgs[1]]);
    await deleteCategory(TEST_ADMIN, cloud, { tags: "delete" });
    const history = await selectRows<{ id: number; entity_type: string }>(
      db,
      sql`select id, entity_type from change_history where action = 'delete' order by id`,
    );
    const categoryDeletion = history.find((entry) => entry.entity_type === "tag_category")!;
    const tagDeletion = history.find((entry) => entry.entity_type === "tag")!;

    expect(await restoreChange(TEST_ADMIN, categoryDeletion.id)).toMatchObject({
      ok: true,
      message:
        'Restored category "Cloud": the tag deleted with it can be restored from its own change.',
    });
    expect(await restoreChange(TEST_ADMIN, tagDeletion.id)).toMatchObject({ ok: true });
    expect(await tagState(db, id)).toMatchObject({
      row: { name: "Serverless", category_id: cloud },
      companies: [{ organization_id: orgs[1] }],
    });
  });
});
