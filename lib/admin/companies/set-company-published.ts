import "server-only";
import { eq } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import { loadCompany } from "@/lib/companies/load-company";
import { organization } from "@/lib/db/schema";
import type { ActionResult } from "../action-result";
import { adminWrite } from "../admin-write";
import { replaceCompanyWithHistory } from "./company-changes";

/**
 * Publishes or unpublishes a company, refreshing its public pages. It is a company save like
 * the editor's: the history keeps whole states (so that Restore works from it), and an editor
 * opened before it is told about it.
 */
export async function setCompanyPublished(
  admin: AdminUser,
  shortname: string,
  published: boolean,
): Promise<ActionResult> {
  return adminWrite<ActionResult>(admin, async (tx) => {
    const [row] = await tx
      .select({ id: organization.id })
      .from(organization)
      .where(eq(organization.shortname, shortname))
      .for("update");
    const company = row && (await loadCompany(tx, row.id));
    if (!company) return { result: { ok: false, message: "Company not found." } };
    const saved = await replaceCompanyWithHistory(
      tx,
      company,
      { ...company.record, published },
      "update",
    );
    return {
      result: { ok: true, message: published ? "Company published." : "Company unpublished." },
      change: { companies: [shortname] },
      history: saved.history,
    };
  });
}
