import { eq } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import type { Db } from "@/lib/db/client";
import { organization } from "@/lib/db/schema";
import { loadCompany } from "@/lib/companies/load-company";
import { companyEditorSchema } from "@/lib/validation/company-json";
import { fieldErrorsOf } from "@/lib/validation/field-errors";
import { adminWrite } from "../admin-write";
import {
  createCompanyWithHistory,
  latestCompanyChange,
  replaceCompanyWithHistory,
} from "./company-changes";
import {
  failedCompanySave,
  savedCompany,
  invalidCompany,
  refusedCompany,
  type CompanySaveResult,
} from "./company-save-result";

/** Creates a company from the editor's form, with every list, in one transaction. */
export async function createCompanyFromEditor(
  admin: AdminUser,
  form: unknown,
): Promise<CompanySaveResult> {
  const parsed = companyEditorSchema.safeParse(form);
  if (!parsed.success) return invalidCompany(fieldErrorsOf(parsed.error));
  try {
    return await adminWrite(admin, async (tx) => {
      const created = await createCompanyWithHistory(tx, parsed.data, "create");
      return {
        result: savedCompany({ id: created.id, name: created.name, shortname: created.shortname }),
        change: { companies: [created.shortname] },
        history: created.history,
      };
    });
  } catch (error) {
    return failedCompanySave(error, "creating");
  }
}

/**
 * Saves the editor's form over company `id`, in one transaction. `version` is the id of the
 * company's latest recorded change when the form was opened (0 for none): when another save
 * came in between, nothing is written and the answer names who changed it and when.
 */
export async function updateCompanyFromEditor(
  admin: AdminUser,
  id: number,
  version: number,
  form: unknown,
): Promise<CompanySaveResult> {
  const parsed = companyEditorSchema.safeParse(form);
  if (!parsed.success) return invalidCompany(fieldErrorsOf(parsed.error));
  try {
    return await adminWrite(admin, async (tx) => {
      const refusal = await lockForSave(tx, id, version);
      if (refusal) return { result: refusal };
      const company = (await loadCompany(tx, id))!;
      const saved = await replaceCompanyWithHistory(tx, company, parsed.data, "update");
      return {
        result: savedCompany({ id, name: saved.name, shortname: saved.shortname }),
        change: { companies: [saved.shortname] },
        history: saved.history,
      };
    });
  } catch (error) {
    return failedCompanySave(error, "updating");
  }
}

// Locks the company's row until the save commits, so that two saves cannot both pass the check.
async function lockForSave(tx: Db, id: number, version: number) {
  const [row] = await tx
    .select({ id: organization.id })
    .from(organization)
    .where(eq(organization.id, id))
    .for("update");
  if (!row) return refusedCompany("This company no longer exists: it was deleted.");
  const latest = await latestCompanyChange(tx, id);
  if (!latest || latest.id === version) return null;
  return refusedCompany(
    `${latest.admin} changed this company at ${latest.at.toISOString().replace("T", " ").slice(0, 16)} UTC, after you opened it. Nothing was saved and your edits are still in the form: open the company again in a new tab to see their change, then save.`,
  );
}
