import { eq, sql } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import { organization } from "@/lib/db/schema";
import type { ActionResult } from "../action-result";
import { adminWrite } from "../admin-write";
import type { HistoryRecord } from "../history/record-changes";

/**
 * Publishes or unpublishes a company (its date_updated moves), refreshing its public pages;
 * the history records the flag when it changed.
 */
export async function setCompanyPublished(
  admin: AdminUser,
  shortname: string,
  published: boolean,
): Promise<ActionResult> {
  return adminWrite<ActionResult>(admin, async (tx) => {
    const [company] = await tx
      .select({
        id: organization.id,
        name: organization.name,
        shortname: organization.shortname,
        published: organization.published,
      })
      .from(organization)
      .where(eq(organization.shortname, shortname))
      .for("update");
    if (!company) {
      return { result: { ok: false, message: "Company not found." } };
    }
    await tx
      .update(organization)
      .set({ published, date_updated: sql`now()` })
      .where(eq(organization.id, company.id));
    const snapshot = { name: company.name, shortname: company.shortname };
    const history: HistoryRecord[] =
      company.published === published
        ? []
        : [
            {
              entityType: "company",
              entityId: company.id,
              label: company.name,
              action: "update",
              before: { ...snapshot, published: company.published },
              after: { ...snapshot, published },
            },
          ];
    return {
      result: { ok: true, message: published ? "Company published." : "Company unpublished." },
      change: { companies: [shortname] },
      history,
    };
  });
}
