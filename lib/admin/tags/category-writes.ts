import "server-only";
import { eq, sql } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import { tagCategory } from "@/lib/db/schema";
import type { CategoryInput } from "@/lib/validation/tag";
import { companiesInCategory } from "./category-usage";
import { staleRefusal, type OpenedRow } from "../stale-check";
import { lockCategory, refuseTakenCategoryName } from "./tag-rows";
import { refuse } from "@/lib/validation/refusal";
import type { ActionResult } from "../action-result";
import { tagWrite } from "./tag-write";

/** Creates a tag category; its name must be free (case-insensitively). */
export async function createCategory(
  admin: AdminUser,
  input: CategoryInput,
): Promise<ActionResult> {
  return tagWrite(admin, "Error creating category", async (tx) => {
    // Serialises category writes, so that two creates of one name cannot both pass the check.
    await tx.execute(sql`lock table tag_category in share row exclusive mode`);
    await refuseTakenCategoryName(tx, input.name);
    const [row] = await tx.insert(tagCategory).values(input).returning();
    return {
      result: { ok: true, message: `Category "${row.name}" created.` },
      history: [
        {
          entityType: "tag_category",
          entityId: row.id,
          label: row.name,
          action: "create",
          before: null,
          after: row,
        },
      ],
    };
  });
}

/**
 * Renames or redescribes a category, unless it changed since its edit form was opened; the
 * pages of companies using its tags are refreshed.
 */
export async function updateCategory(
  admin: AdminUser,
  opened: OpenedRow,
  input: CategoryInput,
): Promise<ActionResult> {
  const { id } = opened;
  return tagWrite(admin, "Error updating category", async (tx) => {
    await tx.execute(sql`lock table tag_category in share row exclusive mode`);
    const before = await lockCategory(tx, id);
    const stale = await staleRefusal(tx, "category", opened);
    if (stale) refuse(stale);
    await refuseTakenCategoryName(tx, input.name, id);
    const [after] = await tx
      .update(tagCategory)
      .set(input)
      .where(eq(tagCategory.id, id))
      .returning();
    return {
      result: { ok: true, message: `Category "${after.name}" updated.` },
      change: { companies: await companiesInCategory(tx, id) },
      history: [
        {
          entityType: "tag_category",
          entityId: id,
          label: after.name,
          action: "update",
          before,
          after,
        },
      ],
    };
  });
}
