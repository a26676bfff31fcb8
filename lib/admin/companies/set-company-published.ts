import { eq, sql } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import { organization } from "@/lib/db/schema";
import type { ActionResult } from "../action-result";
import { adminWrite } from "../admin-write";

/** Publishes or unpublishes a company (its date_updated moves), refreshing its public pages. */
export async function setCompanyPublished(
  admin: AdminUser,
  shortname: string,
  published: boolean,
): Promise<ActionResult> {
  return adminWrite<ActionResult>(admin, async (tx) => {
    const updated = await tx
      .update(organization)
      .set({ published, date_updated: sql`now()` })
      .where(eq(organization.shortname, shortname))
      .returning({ shortname: organization.shortname });
    if (updated.length === 0) {
      return { result: { ok: false, message: "Company not found." } };
    }
    return {
      result: { ok: true, message: published ? "Company published." : "Company unpublished." },
      change: { companies: [shortname] },
    };
  });
}
