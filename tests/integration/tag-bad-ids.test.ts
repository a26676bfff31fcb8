import { describe, expect, it } from "vitest";
import { createCategory, updateCategory } from "@/lib/admin/tags/category-writes";
import { deleteCategory } from "@/lib/admin/tags/delete-category";
import { createTag, updateTag } from "@/lib/admin/tags/tag-writes";
import { useDatabase } from "@/lib/db/client";
import { TEST_ADMIN } from "../fixtures/admin";
import { DRIVERS, useFreshDatabase } from "./databases";
import { categoryId, newTag, snapshot } from "./tag-fixtures";

// Every tag write that takes a category or tag id refuses one that does not exist (or that
// cannot serve, as a category moving its tags to itself) with a message naming it, and
// changes nothing. (Merging a group across categories is allowed: duplicates are detected in
// all categories, spec §5; tag-writes.test.ts merges one.)
describe.each(DRIVERS)("Tag writes given ids that do not fit ($name)", ({ driver }) => {
  const database = useFreshDatabase(driver);
  const MISSING = 987654;

  it("creating or editing a tag: a missing category or tag is named, nothing changes", async () => {
    const { db } = database();
    useDatabase(database());
    const rust = await newTag(db, "Rust");
    const technology = await categoryId(db, "technology");
    const before = await snapshot(db);
    const input = (category_id: number) => ({ name: "Go", description: null, category_id });

    expect(await createTag(TEST_ADMIN, input(MISSING))).toEqual({
      ok: false,
      message: `Error creating tag: no category with id ${MISSING} exists`,
      errors: { category_id: `no category with id ${MISSING} exists` },
    });
    expect(await updateTag(TEST_ADMIN, { id: rust, version: 1 }, input(MISSING))).toEqual({
      ok: false,
      message: `Error updating tag: no category with id ${MISSING} exists`,
      errors: { category_id: `no category with id ${MISSING} exists` },
    });
    expect(
      await updateTag(TEST_ADMIN, { id: MISSING, version: 1 }, input(technology)),
    ).toMatchObject({
      ok: false,
      message: `Error updating tag: tag ${MISSING} no longer exists (deleted or merged by another change); reload and try again`,
    });
    expect(await snapshot(db)).toEqual(before);
  });

  it("editing or deleting a category: a missing one, or a move to a missing one or itself, is refused", async () => {
    const { db } = database();
    useDatabase(database());
    expect(await createCategory(TEST_ADMIN, { name: "Empty", description: null })).toMatchObject({
      ok: true,
    });
    const empty = await categoryId(db, "Empty");
    const technology = await categoryId(db, "technology");
    await newTag(db, "Node");
    const before = await snapshot(db);

    expect(
      await updateCategory(
        TEST_ADMIN,
        { id: MISSING, version: 1 },
        { name: "Renamed", description: null },
      ),
    ).toMatchObject({
      ok: false,
      message: `Error updating category: no category with id ${MISSING} exists`,
    });
    for (const [id, disposal, reason] of [
      [MISSING, { tags: "none" }, `no category with id ${MISSING} exists`],
      [technology, { tags: "move", to: MISSING }, `no category with id ${MISSING} exists`],
      [technology, { tags: "move", to: technology }, "choose another category to move the tags to"],
      // Even with no tags to move, a bad target is refused rather than ignored.
      [empty, { tags: "move", to: MISSING }, `no category with id ${MISSING} exists`],
      [empty, { tags: "move", to: empty }, "choose another category to move the tags to"],
    ] as const) {
      expect(await deleteCategory(TEST_ADMIN, id, disposal)).toMatchObject({
        ok: false,
        message: `Error deleting item: ${reason}`,
      });
    }
    expect(await snapshot(db)).toEqual(before);
  });
});
