import { and, eq } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import type { Db } from "@/lib/db/client";
import { changeHistory, organization } from "@/lib/db/schema";
import { loadCompany, type CompanyRecord } from "@/lib/companies/load-company";
import { adminWrite } from "../admin-write";
import { createCompanyWithHistory, replaceCompanyWithHistory } from "./company-changes";
import {
  failedCompanySave,
  refusedCompany,
  savedCompany,
  type CompanySaveResult,
} from "./company-save-result";

async function companyNamed(tx: Db, shortname: string) {
  const [row] = await tx
    .select({ id: organization.id })
    .from(organization)
    .where(eq(organization.shortname, shortname));
  return row ? loadCompany(tx, row.id) : null;
}

/**
 * Brings a company back to its state before the recorded change `historyId`, itself a
 * recorded change ('restore'). A deleted company comes back as a new one; once back, the
 * changes recorded before its deletion restore that one (found by its shortname), not
 * another copy.
 */
export async function restoreCompany(
  admin: AdminUser,
  historyId: number,
): Promise<CompanySaveResult> {
  try {
    return await adminWrite<CompanySaveResult>(admin, async (tx) => {
      const [entry] = await tx
        .select({ entityId: changeHistory.entity_id, before: changeHistory.before })
        .from(changeHistory)
        .where(and(eq(changeHistory.id, historyId), eq(changeHistory.entity_type, "company")));
      if (!entry) return { result: refusedCompany("That change is not in the history.") };
      const before = entry.before as CompanyRecord | null;
      if (!before) {
        return {
          result: refusedCompany("That change created the company: there is no earlier state."),
        };
      }
      const current =
        (await loadCompany(tx, entry.entityId)) ?? (await companyNamed(tx, before.shortname));
      const saved = current
        ? await replaceCompanyWithHistory(tx, current, before, "restore")
        : await createCompanyWithHistory(tx, before, "restore");
      return {
        result: savedCompany({ id: saved.id, name: saved.name, shortname: saved.shortname }),
        change: { companies: [saved.shortname] },
        history: saved.history,
      };
    });
  } catch (error) {
    return failedCompanySave(error, "updating");
  }
}
