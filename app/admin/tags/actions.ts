"use server";

import { z } from "zod";
import type { ActionResult } from "@/lib/admin/action-result";
import { adminAction, arg, type ActionArgument } from "@/lib/admin/admin-action";
import type { OpenedRow } from "@/lib/admin/stale-check";
import { createCategory, updateCategory } from "@/lib/admin/tags/category-writes";
import { deleteCategory } from "@/lib/admin/tags/delete-category";
import { listMatchingTagIds } from "@/lib/admin/tags/list-tags";
import { createTag, deleteTags, updateTag } from "@/lib/admin/tags/tag-writes";
import type { AdminUser } from "@/lib/auth/admin-user";
import { rowIdSchema } from "@/lib/validation/row-id";
import { MISSING_VERSION, rowVersionSchema } from "@/lib/validation/row-version";
import { categorySchema, idListSchema, TAG_LIMITS, tagSchema } from "@/lib/validation/tag";
import { invalid } from "./invalid";

// Manage Tags: categories and tags, each action one write with the spec's alert.

const categoryId = (alert: string) =>
  arg(rowIdSchema, invalid(alert, { id: "Category id is invalid" }));
const tagId = (alert: string) => arg(rowIdSchema, invalid(alert, { id: "Tag id is invalid" }));
const seenVersion = (alert: string) => arg(rowVersionSchema, `${alert}: ${MISSING_VERSION}`);

/** Saves an inline edit opened at a version: the row's id, that version, then the form. */
const editAction = <I>(
  alert: string,
  rowId: (alert: string) => ActionArgument<number, unknown>,
  schema: z.ZodType<I>,
  update: (admin: AdminUser, opened: OpenedRow, input: I) => Promise<ActionResult>,
) =>
  adminAction(
    [rowId(alert), seenVersion(alert), arg(schema, invalid(alert))],
    async (admin, id, version, input) => update(admin, { id, version }, input),
  );

/** Adds a category ('Error creating category' with the reason when refused). */
export const createCategoryAction = adminAction(
  [arg(categorySchema, invalid("Error creating category"))],
  createCategory,
);

/** Renames or redescribes a category, from its edit form opened at `version`. */
export const updateCategoryAction = editAction(
  "Error updating category",
  categoryId,
  categorySchema,
  updateCategory,
);

// Where a deleted category's tags go: deleted with it, into another category, or nowhere (it has none).
const tagDisposal = z.union([
  z.literal("delete").transform(() => ({ tags: "delete" as const })),
  z
    .undefined()
    .or(z.null())
    .transform(() => ({ tags: "none" as const })),
  rowIdSchema.transform((to) => ({ tags: "move" as const, to })),
]);

/** Deletes a category; `moveTo` is the category its tags move to, or 'delete' to delete them. */
export const deleteCategoryAction = adminAction(
  [
    categoryId("Error deleting item"),
    arg(
      tagDisposal,
      invalid("Error deleting item", { tags: "Choose a category to move the tags to" }),
    ),
  ],
  deleteCategory,
);

/** Adds a tag to a category ('Error creating tag' with the reason when refused). */
export const createTagAction = adminAction(
  [arg(tagSchema, invalid("Error creating tag"))],
  createTag,
);

/** Saves a tag's inline edit, opened at `version`. */
export const updateTagAction = editAction("Error updating tag", tagId, tagSchema, updateTag);

/** Deletes one tag with its company links ('Error deleting item' when refused). */
export const deleteTagAction = adminAction([tagId("Error deleting item")], (admin, id) =>
  deleteTags(admin, [id], "Error deleting item"),
);

/** Deletes the selected tags with their company links, all or none. */
export const deleteTagsAction = adminAction(
  [arg(idListSchema("tag"), invalid("Error deleting tags"))],
  (admin, ids) => deleteTags(admin, ids, "Error deleting tags"),
);

/**
 * Every tag the search and category match, on all pages (as many as one delete takes), for
 * 'Select all N in this view'.
 */
export const matchingTagsAction = adminAction(
  [arg(z.string().max(200).catch(""), ""), arg(rowIdSchema.nullable().catch(null), "")],
  async (admin, q, category) => ({
    ok: true,
    message: "",
    items: await listMatchingTagIds(admin, { q: q.trim(), category }, TAG_LIMITS.ids),
  }),
);
