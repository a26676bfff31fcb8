import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { organization, organizationTag, tag } from "@/lib/db/schema";
import { intArray } from "@/lib/db/sql-arrays";
import { refuse } from "@/lib/validation/refusal";

/** What a bulk action does to each company. */
export type BulkChange =
  | { kind: "publish" }
  | { kind: "unpublish" }
  | { kind: "apply-tag"; tagId: number }
  | { kind: "remove-tag"; tagId: number }
  | { kind: "delete"; confirm: number };

/** The tag a tag change names, locked against its deletion; refused when it is gone. */
export async function lockTagName(tx: Db, tagId: number): Promise<string> {
  const [row] = await tx
    .select({ name: tag.name })
    .from(tag)
    .where(eq(tag.id, tagId))
    .for("key share");
  if (!row) refuse("The chosen tag no longer exists (deleted meanwhile). Nothing was changed.");
  return row.name;
}

/** Applies `change` to the companies `ids` and answers the ids it actually changed. */
export async function applyBulkChange(
  tx: Db,
  change: BulkChange,
  ids: number[],
): Promise<number[]> {
  const changed = await changedIds(tx, change, ids);
  return changed.map((row) => row.id);
}

function changedIds(tx: Db, change: BulkChange, ids: number[]): Promise<{ id: number }[]> {
  switch (change.kind) {
    case "publish":
    case "unpublish": {
      const published = change.kind === "publish";
      // Companies already in that state are left alone (and are not in the history entry).
      return tx
        .update(organization)
        .set({ published })
        .where(
          and(
            sql`${organization.id} = any(${intArray(ids)})`,
            sql`${organization.published} <> ${published}`,
          ),
        )
        .returning({ id: organization.id });
    }
    case "apply-tag":
      return tx
        .insert(organizationTag)
        .select(sql`select o.id, ${change.tagId}::int from unnest(${intArray(ids)}) o(id)`)
        .onConflictDoNothing()
        .returning({ id: organizationTag.organization_id });
    case "remove-tag":
      return tx
        .delete(organizationTag)
        .where(
          and(
            sql`${organizationTag.organization_id} = any(${intArray(ids)})`,
            eq(organizationTag.tag_id, change.tagId),
          ),
        )
        .returning({ id: organizationTag.organization_id });
    case "delete":
      return tx
        .delete(organization)
        .where(sql`${organization.id} = any(${intArray(ids)})`)
        .returning({ id: organization.id });
  }
}
