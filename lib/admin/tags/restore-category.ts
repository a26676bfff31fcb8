import "server-only";
import { ne, sql } from "drizzle-orm";
import { z } from "zod";
import type { AdminUser } from "@/lib/auth/admin-user";
import { tagCategory } from "@/lib/db/schema";
import { firstFreeName } from "@/lib/domain/free-name";
import { incompleteRecord, restoreWrite, type Restored } from "../history/restore-write";
import { companiesInCategory } from "./category-usage";
import { categoryForUpdate } from "./tag-rows";

// A category as its history entries keep it; a deleted one also says what became of its tags.
const categoryRecordSchema = z.object({
  name: z.string().min(1),
  description: z.string().nullable(),
  tags: z.array(z.string()).optional(),
  tags_were: z.enum(["move", "delete", "none"]).optional(),
});

/**
 * Brings tag category `id` of the recorded change `historyId` back to its state before that
 * change (a deleted one with its own id), itself a recorded change ('restore'). When another
 * category has its name now, it takes the first free `name-2`, `name-3`... and the other stays
 * as it is. Tags deleted with it are restored from their own entries, into it by its id.
 */
export async function restoreCategory(admin: AdminUser, historyId: number): Promise<Restored> {
  return restoreWrite(admin, historyId, "tag_category", "tag category", async (tx, entry) => {
    const id = entry.entityId;
    const parsed = categoryRecordSchema.safeParse(entry.before);
    const wanted = parsed.success ? parsed.data : incompleteRecord("tag category");
    // As the category writes do: one name check at a time.
    await tx.execute(sql`lock table tag_category in share row exclusive mode`);
    const current = await categoryForUpdate(tx, id);
    const taken = await tx
      .select({ name: tagCategory.name })
      .from(tagCategory)
      .where(ne(tagCategory.id, id));
    const name = firstFreeName(
      wanted.name,
      taken.map((row) => row.name),
    );
    await tx.execute(
      current
        ? sql`update tag_category set name = ${name}, description = ${wanted.description}
              where id = ${id}`
        : sql`insert into tag_category (id, name, description)
              values (${id}, ${name}, ${wanted.description})`,
    );
    const deletedTags = !current && wanted.tags_were === "delete" ? (wanted.tags?.length ?? 0) : 0;
    const notes = [
      name !== wanted.name ? `another category has the name "${wanted.name}" now.` : "",
      deletedTags > 0
        ? `the ${deletedTags === 1 ? "tag" : `${deletedTags} tags`} deleted with it can be restored from its own change${deletedTags === 1 ? "" : "s"}.`
        : "",
    ].filter(Boolean);
    return {
      result: {
        ok: true,
        message: `Restored category "${name}"${notes.length ? `: ${notes.join(" ")}` : "."}`,
        href: "/admin/tags",
      },
      change: { companies: current ? await companiesInCategory(tx, id) : [] },
      history: [
        {
          entityType: "tag_category",
          entityId: id,
          label: name,
          action: "restore",
          before: current ?? null,
          after: { id, name, description: wanted.description },
        },
      ],
    };
  });
}
