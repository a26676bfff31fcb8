import "server-only";
import { and, eq } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import { organization, organizationTag, tag } from "@/lib/db/schema";
import { refuse } from "@/lib/validation/refusal";
import type { ActionResult } from "../action-result";
import { tagWrite } from "./tag-write";

/** Removes one tag from one company (the relationships tab's button). */
export async function removeCompanyTag(
  admin: AdminUser,
  organizationId: number,
  tagId: number,
): Promise<ActionResult> {
  return tagWrite(admin, "Error removing tag from company", async (tx) => {
    const gone = tx.$with("gone").as(
      tx
        .delete(organizationTag)
        .where(
          and(
            eq(organizationTag.organization_id, organizationId),
            eq(organizationTag.tag_id, tagId),
          ),
        )
        .returning({ tag_id: organizationTag.tag_id }),
    );
    const [removed] = await tx
      .with(gone)
      .select({ name: organization.name, shortname: organization.shortname, tag: tag.name })
      .from(gone)
      .innerJoin(tag, eq(tag.id, gone.tag_id))
      .innerJoin(organization, eq(organization.id, organizationId));
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
