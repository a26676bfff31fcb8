import "server-only";
import { eq, sql } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import { tag } from "@/lib/db/schema";
import type { TagInput } from "@/lib/validation/tag";
import { intArray } from "@/lib/db/sql-arrays";
import { staleRefusal, type OpenedRow } from "../stale-check";
import { companiesUsing, lockCategory, lockTags, refuseTakenTagName, usageOf } from "./tag-rows";
import { companyIdsOfTags } from "./tag-company-ids";
import { refuse } from "@/lib/validation/refusal";
import type { ActionResult } from "../action-result";
import { tagWrite } from "./tag-write";

// Two writes of one name in one category queue on the category row (locked for update), so the
// name check sees the other's result.

/** Creates a tag in an existing category, its name free there (case-insensitively). */
export async function createTag(admin: AdminUser, input: TagInput): Promise<ActionResult> {
  return tagWrite(admin, "Error creating tag", async (tx) => {
    const category = await lockCategory(tx, input.category_id, "category_id");
    await refuseTakenTagName(tx, category.id, input.name);
    const [row] = await tx.insert(tag).values(input).returning();
    return {
      result: { ok: true, message: `Tag "${row.name}" created in "${category.name}".` },
      history: [
        {
          entityType: "tag",
          entityId: row.id,
          label: row.name,
          action: "create",
          before: null,
          after: { ...row, category: category.name },
        },
      ],
    };
  });
}

/**
 * Renames, redescribes or moves a tag, unless it changed since its edit form was opened; the
 * pages of the companies using it are refreshed.
 */
export async function updateTag(
  admin: AdminUser,
  opened: OpenedRow,
  input: TagInput,
): Promise<ActionResult> {
  const { id } = opened;
  return tagWrite(admin, "Error updating tag", async (tx) => {
    const category = await lockCategory(tx, input.category_id, "category_id");
    const [before] = await lockTags(tx, [id]);
    const stale = await staleRefusal(tx, "tag", opened);
    if (stale) refuse(stale);
    await refuseTakenTagName(tx, category.id, input.name, id);
    await tx.update(tag).set(input).where(eq(tag.id, id));
    return {
      result: { ok: true, message: `Tag "${input.name}" updated.` },
      change: { companies: await companiesUsing(tx, [id]) },
      history: [
        {
          entityType: "tag",
          entityId: id,
          label: input.name,
          action: "update",
          before,
          after: { ...input, id, category: category.name },
        },
      ],
    };
  });
}

/**
 * Deletes tags (one, or a bulk selection) with their company links, all or none: an id that
 * does not exist refuses the whole request. `alert` is the spec's 'Error deleting item' for
 * one tag, 'Error deleting tags' for a selection.
 */
export async function deleteTags(
  admin: AdminUser,
  ids: number[],
  alert: "Error deleting item" | "Error deleting tags",
): Promise<ActionResult> {
  return tagWrite(admin, alert, async (tx) => {
    const tags = await lockTags(tx, ids);
    const companies = await companiesUsing(tx, ids);
    const usedBy = await usageOf(tx, ids);
    const companyIds = await companyIdsOfTags(tx, ids);
    await tx.execute(sql`delete from tag where id = any(${intArray(ids)})`);
    return {
      result: { ok: true, message: `Successfully deleted ${tags.length} tags` },
      change: companies.length > 0 ? { companies } : undefined,
      history: tags.map((row) => ({
        entityType: "tag" as const,
        entityId: row.id,
        label: row.name,
        action: "delete" as const,
        before: {
          ...row,
          used_by: usedBy.get(row.id) ?? 0,
          company_ids: companyIds.get(row.id) ?? [],
        },
        after: null,
      })),
    };
  });
}
