import "server-only";
import type { AdminUser } from "@/lib/auth/admin-user";
import { eq } from "drizzle-orm";
import { organization } from "@/lib/db/schema";
import { loadCompany } from "@/lib/companies/load-company";
import type { ActionResult } from "../action-result";
import { answeredWrite } from "../admin-write";
import { unlessStale, type OpenedRow } from "../stale-check";
import { deletedCompanyRecord } from "./company-changes";

/**
 * Deletes company `id` with its links (websites, people and project links, tags, socials,
 * valuations, headline links) in one transaction, once its name is typed back exactly.
 * People, projects, tags and headlines stay: other companies may use them. A company changed
 * since its edit page was opened is not deleted.
 */
export async function deleteCompany(
  admin: AdminUser,
  opened: OpenedRow,
  typedName: string,
): Promise<ActionResult> {
  const { id } = opened;
  const failure = {
    failed: "An error occurred while deleting the organization",
    context: `Deleting company ${id} failed`,
  };
  return answeredWrite(
    admin,
    failure,
    unlessStale<ActionResult>({ row: "company", opened, action: "delete" }, async (tx) => {
      const company = await loadCompany(tx, id);
      if (!company) return { result: { ok: false, message: "This company no longer exists." } };
      if (typedName.trim() !== company.record.name) {
        return {
          result: {
            ok: false,
            message: `Type the company's name, ${company.record.name}, to delete it.`,
          },
        };
      }
      await tx.delete(organization).where(eq(organization.id, id));
      return {
        result: { ok: true, message: `Deleted ${company.record.name}.` },
        change: { companies: [company.record.shortname] },
        history: [deletedCompanyRecord(company)],
      };
    }),
  );
}
