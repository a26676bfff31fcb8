import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import { z } from "zod";
import { refuse } from "@/lib/validation/refusal";
import type { AdminUser } from "@/lib/auth/admin-user";
import { tag } from "@/lib/db/schema";
import { intArray } from "@/lib/db/sql-arrays";
import { firstFreeName } from "@/lib/domain/free-name";
import { incompleteRecord, restoreWrite, type Restored } from "../history/restore-write";
import { selectTags } from "./tag-columns";
import { categoryForUpdate, companiesUsing } from "./tag-rows";

// A tag as its history entries keep it; a deleted one also with the companies that used it
// (entries recorded before those were kept lack them).
const tagRecordSchema = z.object({
  name: z.string().min(1),
  description: z.string().nullable(),
  category_id: z.int().nullable(),
  category: z.string().nullable(),
  company_ids: z.array(z.int()).optional(),
});

/**
 * Brings tag `id` of the recorded change `historyId` back to its state before that change (a
 * deleted one with its own id and its links to the companies that still exist), itself a
 * recorded change ('restore'). Its category must exist; when another tag of that category has
 * its name now, it takes the first free `name-2`, `name-3`... and the other tag stays as it is.
 */
export async function restoreTag(admin: AdminUser, historyId: number): Promise<Restored> {
  return restoreWrite(admin, historyId, "tag", "tag", async (tx, { entityId: id, before }) => {
    const parsed = tagRecordSchema.safeParse(before);
    const wanted = parsed.success ? parsed.data : incompleteRecord("tag");
    // Locking the category queues this restore with the tag writes naming tags in it.
    const category =
      wanted.category_id === null ? undefined : await categoryForUpdate(tx, wanted.category_id);
    if (wanted.category_id !== null && !category) {
      refuse(
        `Its category "${wanted.category ?? wanted.category_id}" no longer exists: restore the category first.`,
      );
    }
    const [current] = await selectTags(tx, {}).where(eq(tag.id, id)).for("update", { of: tag });
    const taken = await tx
      .select({ name: tag.name })
      .from(tag)
      .where(
        and(sql`${tag.category_id} is not distinct from ${wanted.category_id}`, ne(tag.id, id)),
      );
    const name = firstFreeName(
      wanted.name,
      taken.map((row) => row.name),
    );
    const fields = { name, description: wanted.description, category_id: wanted.category_id };
    await tx.execute(
      current
        ? sql`update tag set name = ${name}, description = ${fields.description},
                category_id = ${fields.category_id} where id = ${id}`
        : sql`insert into tag (id, name, description, category_id)
              values (${id}, ${name}, ${fields.description}, ${fields.category_id})`,
    );
    if (!current && wanted.company_ids?.length) {
      await tx.execute(sql`insert into organization_tag (organization_id, tag_id)
        select o.id, ${id}::int from organization o where o.id = any(${intArray(wanted.company_ids)})`);
    }
    const categoryName = category?.name ?? null;
    const where = categoryName ? ` in "${categoryName}"` : "";
    const notes = [
      name !== wanted.name ? `another tag${where} has the name "${wanted.name}" now.` : "",
      !current && !wanted.company_ids
        ? "its company links were not recorded, so none came back."
        : "",
    ].filter(Boolean);
    return {
      result: {
        ok: true,
        message: `Restored tag "${name}"${where}${notes.length ? `: ${notes.join(" ")}` : "."}`,
        href: "/admin/tags",
      },
      change: { companies: await companiesUsing(tx, [id]) },
      history: [
        {
          entityType: "tag",
          entityId: id,
          label: name,
          action: "restore",
          before: current ?? null,
          after: { id, ...fields, category: categoryName },
        },
      ],
    };
  });
}
