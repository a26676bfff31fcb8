"use server";

import { asAdmin } from "@/lib/admin/admin-action";
import { createCategory, updateCategory } from "@/lib/admin/tags/category-writes";
import { deleteCategory } from "@/lib/admin/tags/delete-category";
import { createTag, deleteTags, updateTag } from "@/lib/admin/tags/tag-writes";
import type { TagResult } from "@/lib/admin/tags/tag-write";
import { categorySchema, idListSchema, idSchema, parseWith, tagSchema } from "@/lib/validation/tag";
import { MISSING_VERSION, rowVersionSchema } from "@/lib/validation/row-version";
import { invalid } from "./invalid";

// Manage Tags: categories and tags. Each action checks admin rights, parses, then calls one write.

/** Adds a category ('Error creating category' with the reason when refused). */
export async function createCategoryAction(input: unknown): Promise<TagResult> {
  return asAdmin<TagResult>(async (admin) => {
    const parsed = parseWith(categorySchema, input);
    if (!parsed.ok) return invalid("Error creating category", parsed.errors);
    return createCategory(admin, parsed.value);
  });
}

/** Renames or redescribes a category, from its edit form opened at `version`. */
export async function updateCategoryAction(
  id: unknown,
  version: unknown,
  input: unknown,
): Promise<TagResult> {
  return asAdmin<TagResult>(async (admin) => {
    const target = idSchema.safeParse(id);
    if (!target.success)
      return invalid("Error updating category", { id: "Category id is invalid" });
    const seen = rowVersionSchema.safeParse(version);
    if (!seen.success) return { ok: false, message: `Error updating category: ${MISSING_VERSION}` };
    const parsed = parseWith(categorySchema, input);
    if (!parsed.ok) return invalid("Error updating category", parsed.errors);
    return updateCategory(admin, { id: target.data, version: seen.data }, parsed.value);
  });
}

/** Deletes a category; `moveTo` is the category its tags move to, or 'delete' to delete them. */
export async function deleteCategoryAction(id: unknown, tags: unknown): Promise<TagResult> {
  return asAdmin<TagResult>(async (admin) => {
    const target = idSchema.safeParse(id);
    if (!target.success) return invalid("Error deleting item", { id: "Category id is invalid" });
    if (tags === "delete" || tags === undefined || tags === null) {
      return deleteCategory(admin, target.data, { tags: tags === "delete" ? "delete" : "none" });
    }
    const moveTo = idSchema.safeParse(tags);
    if (!moveTo.success)
      return invalid("Error deleting item", { tags: "Choose a category to move the tags to" });
    return deleteCategory(admin, target.data, { tags: "move", to: moveTo.data });
  });
}

/** Adds a tag to a category ('Error creating tag' with the reason when refused). */
export async function createTagAction(input: unknown): Promise<TagResult> {
  return asAdmin<TagResult>(async (admin) => {
    const parsed = parseWith(tagSchema, input);
    if (!parsed.ok) return invalid("Error creating tag", parsed.errors);
    return createTag(admin, parsed.value);
  });
}

/** Saves a tag's inline edit, opened at `version`. */
export async function updateTagAction(
  id: unknown,
  version: unknown,
  input: unknown,
): Promise<TagResult> {
  return asAdmin<TagResult>(async (admin) => {
    const target = idSchema.safeParse(id);
    if (!target.success) return invalid("Error updating tag", { id: "Tag id is invalid" });
    const seen = rowVersionSchema.safeParse(version);
    if (!seen.success) return { ok: false, message: `Error updating tag: ${MISSING_VERSION}` };
    const parsed = parseWith(tagSchema, input);
    if (!parsed.ok) return invalid("Error updating tag", parsed.errors);
    return updateTag(admin, { id: target.data, version: seen.data }, parsed.value);
  });
}

/** Deletes one tag with its company links ('Error deleting item' when refused). */
export async function deleteTagAction(id: unknown): Promise<TagResult> {
  return asAdmin<TagResult>(async (admin) => {
    const target = idSchema.safeParse(id);
    if (!target.success) return invalid("Error deleting item", { id: "Tag id is invalid" });
    return deleteTags(admin, [target.data], "Error deleting item");
  });
}

/** Deletes the selected tags with their company links, all or none. */
export async function deleteTagsAction(ids: unknown): Promise<TagResult> {
  return asAdmin<TagResult>(async (admin) => {
    const parsed = parseWith(idListSchema("tag"), ids);
    if (!parsed.ok) return invalid("Error deleting tags", parsed.errors);
    return deleteTags(admin, parsed.value, "Error deleting tags");
  });
}
