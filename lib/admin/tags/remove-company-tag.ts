import { sql } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import { selectRows } from "@/lib/db/rows";
import { refuse, tagWrite, type TagResult } from "./tag-write";

/** Removes one tag from one company (the relationships tab's button). */
export async function removeCompanyTag(
  admin: AdminUser,
  organizationId: number,
  tagId: number,
): Promise<TagResult> {
  return tagWrite(admin, "Error removing tag from company", async (tx) => {
    const [removed] = await selectRows<{ name: string; shortname: string; tag: string }>(
      tx,
      sql`with gone as (delete from organization_tag
                        where organization_id = ${organizationId} and tag_id = ${tagId} returning 1)
          select o.name, o.shortname, t.name as tag from organization o, tag t, gone
          where o.id = ${organizationId} and t.id = ${tagId}`,
    );
    if (!removed)
      refuse("this company does not have this tag (any more); reload to see the current links");
    return {
      result: { ok: true, message: `Removed "${removed.tag}" from ${removed.name}.` },
      change: { companies: [removed.shortname] },
      history: [
        {
          entityType: "company",
          entityId: organizationId,
          label: removed.name,
          action: "update",
          before: { shortname: removed.shortname, tag: removed.tag },
          after: { shortname: removed.shortname, tag: null },
        },
      ],
    };
  });
}
