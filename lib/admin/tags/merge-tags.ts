import "server-only";
import { sql } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import { organizationTag, tag } from "@/lib/db/schema";
import { linkTagIdIn, shortnamesLinkedBy, tagIdIn } from "./tag-columns";
import { lockTags, usageOf } from "./tag-rows";
import { refuse } from "@/lib/validation/refusal";
import type { ActionResult } from "../action-result";
import { tagWrite } from "./tag-write";

/**
 * Merges a group of duplicate tags into `targetId`, one of them: the companies of the other
 * tags are linked to the target (a company that had both keeps one link), then the other tags
 * are deleted, in one transaction recorded as one 'merge' entry. The group's tags are locked
 * first, in id order: of two merges of overlapping groups one waits for the other, then finds
 * a tag gone and is refused, so no link is lost or doubled.
 */
export async function mergeTags(
  admin: AdminUser,
  groupIds: number[],
  targetId: number,
): Promise<ActionResult> {
  return tagWrite(admin, "Error merging duplicates", async (tx) => {
    if (groupIds.length < 2) refuse("a group needs at least 2 tags");
    if (!groupIds.includes(targetId))
      refuse(`the tag to keep (id ${targetId}) is not in the group`);
    const tags = await lockTags(tx, groupIds);
    const usage = await usageOf(tx, groupIds);
    const target = tags.find((row) => row.id === targetId)!;
    const others = groupIds.filter((id) => id !== targetId);
    const companies = await shortnamesLinkedBy(tx, linkTagIdIn(others));
    await tx
      .insert(organizationTag)
      .select(
        tx
          .selectDistinct({
            organization_id: organizationTag.organization_id,
            tag_id: sql<number>`${targetId}::int`.as("tag_id"),
          })
          .from(organizationTag)
          .where(linkTagIdIn(others)),
      )
      .onConflictDoNothing();
    await tx.delete(tag).where(tagIdIn(others));
    const describe = (row: (typeof tags)[number]) => ({
      id: row.id,
      name: row.name,
      category: row.category,
      used_by: usage.get(row.id) ?? 0,
    });
    return {
      result: {
        ok: true,
        message: `Successfully merged ${others.length} tags into the target tag`,
      },
      change: companies.length > 0 ? { companies } : undefined,
      history: [
        {
          entityType: "tag",
          entityId: targetId,
          label: target.name,
          action: "merge",
          before: { tags: tags.map(describe) },
          after: {
            kept: describe(target),
            merged: tags.filter((row) => row.id !== targetId).map((row) => row.name),
            companies,
          },
        },
      ],
    };
  });
}
