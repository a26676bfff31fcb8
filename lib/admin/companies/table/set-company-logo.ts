import "server-only";
import type { AdminUser } from "@/lib/auth/admin-user";
import { loadCompany } from "@/lib/companies/load-company";
import type { ActionResult } from "../../action-result";
import { answeredWrite } from "../../admin-write";
import { currentVersion, unlessStale, type OpenedRow } from "../../stale-check";
import { replaceCompanyWithHistory } from "../company-changes";

/**
 * Sets a company's logo from the companies table (`logoUrl` already checked http(s)): a
 * company save like the editor's, so the history keeps whole states (Restore works) and a row
 * changed since the table showed it is not saved over. The stored logo shows only with
 * fallback_avatar set (the spec's logo chain), so the flag is set with it.
 */
export async function setCompanyLogo(
  admin: AdminUser,
  opened: OpenedRow,
  logoUrl: string,
): Promise<ActionResult<{ version: number }>> {
  const failure = {
    failed: "An error occurred while saving the logo",
    context: `Saving the logo of company ${opened.id} failed`,
  };
  return answeredWrite(
    admin,
    failure,
    unlessStale<ActionResult<{ version: number }>>({ row: "company", opened }, async (tx) => {
      const company = await loadCompany(tx, opened.id);
      if (!company) return { result: { ok: false, message: "This company no longer exists." } };
      const input = { ...company.record, logo_url: logoUrl, fallback_avatar: true };
      const saved = await replaceCompanyWithHistory(tx, company, input, "update");
      // The row's new version: a second save from the same row is not refused as stale.
      const version = (await currentVersion(tx, "company", opened.id)) ?? opened.version;
      return {
        result: { ok: true, message: `Saved the logo of ${saved.name}.`, version },
        change: { companies: [saved.shortname] },
        history: saved.history,
      };
    }),
  );
}
