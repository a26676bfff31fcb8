import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import { tag, tagCategory } from "@/lib/db/schema";
import type { HistoryRecord } from "../history/record-changes";
import { companiesInCategory, lockTagsOfCategory } from "./category-usage";
import { intArray } from "@/lib/db/sql-arrays";
import { lockCategory, quoteNames } from "./tag-rows";
import { companyIdsOfTags } from "./tag-company-ids";
import { refuse } from "@/lib/validation/refusal";
import type { ActionResult } from "../action-result";
import { tagWrite } from "./tag-write";

/** What becomes of a deleted category's tags: moved to another category, or deleted with it. */
export type CategoryTagsDisposal =
  { tags: "move"; to: number } | { tags: "delete" } | { tags: "none" };

/**
 * Deletes a category. Its tags are never orphaned or silently lost: a category that still has
 * tags is refused unless the admin chose to move them (names must be free in the target
 * category) or to delete them (their company links go with them).
 */
export async function deleteCategory(
  admin: AdminUser,
  id: number,
  disposal: CategoryTagsDisposal,
): Promise<ActionResult> {
  return tagWrite(admin, "Error deleting item", async (tx) => {
    const category = await lockCategory(tx, id);
    // A move target is checked even when there is nothing to move: bad input changes nothing.
    if (disposal.tags === "move" && disposal.to === id)
      refuse("choose another category to move the tags to");
    const target = disposal.tags === "move" ? await lockCategory(tx, disposal.to) : null;
    const tags = await lockTagsOfCategory(tx, id);
    const companies = tags.length > 0 ? await companiesInCategory(tx, id) : [];
    const history: HistoryRecord[] = [];
    if (tags.length > 0 && disposal.tags === "none") {
      refuse(
        `category "${category.name}" still has ${tags.length} tags: choose whether to move them to another category or delete them`,
      );
    }
    if (tags.length > 0 && target) {
      const clashes = await tx
        .select({ name: tag.name })
        .from(tag)
        .where(
          and(
            eq(tag.category_id, target.id),
            sql`lower(${tag.name}) in (select lower(name) from tag where category_id = ${id})`,
          ),
        )
        .orderBy(asc(tag.name));
      if (clashes.length > 0) {
        refuse(
          `category "${target.name}" already has tags named ${quoteNames(clashes.map((c) => c.name))}: merge or rename them first`,
        );
      }
      await tx.update(tag).set({ category_id: target.id }).where(eq(tag.category_id, id));
      // Whole rows, so that restoring the move brings a tag back to its category by id.
      for (const moved of tags) {
        history.push({
          entityType: "tag",
          entityId: moved.id,
          label: moved.name,
          action: "update",
          before: { ...moved, category_id: id, category: category.name },
          after: { ...moved, category_id: target.id, category: target.name },
        });
      }
    }
    if (tags.length > 0 && disposal.tags === "delete") {
      const companyIds = await companyIdsOfTags(
        tx,
        tags.map((t) => t.id),
      );
      await tx.execute(sql`delete from tag where id = any(${intArray(tags.map((t) => t.id))})`);
      for (const gone of tags) {
        history.push({
          entityType: "tag",
          entityId: gone.id,
          label: gone.name,
          action: "delete",
          before: {
            ...gone,
            category_id: id,
            category: category.name,
            company_ids: companyIds.get(gone.id) ?? [],
          },
          after: null,
        });
      }
    }
    await tx.delete(tagCategory).where(eq(tagCategory.id, id));
    history.push({
      entityType: "tag_category",
      entityId: id,
      label: category.name,
      action: "delete",
      before: { ...category, tags: tags.map((t) => t.name), tags_were: disposal.tags },
      after: null,
    });
    return {
      result: { ok: true, message: `Category "${category.name}" deleted.` },
      change: companies.length > 0 ? { companies } : undefined,
      history,
    };
  });
}
