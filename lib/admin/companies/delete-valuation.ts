import "server-only";
import { and, eq } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import { organization, organizationvaluation } from "@/lib/db/schema";
import { loadCompany } from "@/lib/companies/load-company";
import { formatLongDate } from "@/lib/domain/dates";
import { formatMillions } from "@/lib/domain/money";
import type { ActionResult } from "../action-result";
import { answeredWrite } from "../admin-write";
import { updatedCompanyRecord } from "./company-changes";

/**
 * Deletes one recorded valuation of company `companyId`: the only way a valuation row goes (a
 * save only adds them). Recorded as an update of the company, its valuation list before and
 * after; the next latest by date becomes the current valuation.
 */
export async function deleteValuation(
  admin: AdminUser,
  companyId: number,
  valuationId: number,
): Promise<ActionResult> {
  const failure = {
    failed: "An error occurred while deleting the valuation",
    context: `Deleting valuation ${valuationId} of company ${companyId} failed`,
  };
  return answeredWrite<ActionResult>(admin, failure, async (tx) => {
    // Locked, so that a save of the company waits for this write and sees its result.
    await tx
      .select({ id: organization.id })
      .from(organization)
      .where(eq(organization.id, companyId))
      .for("update");
    const company = await loadCompany(tx, companyId);
    if (!company) return refused("This company no longer exists.");
    const row = company.record.valuations.find((valuation) => valuation.id === valuationId);
    if (!row) return refused("That valuation is not one of this company's: nothing was deleted.");
    await tx
      .delete(organizationvaluation)
      .where(
        and(
          eq(organizationvaluation.id, valuationId),
          eq(organizationvaluation.organization_id, companyId),
        ),
      );
    const after = (await loadCompany(tx, companyId))!;
    const what = `${formatMillions(row.amount)} as of ${formatLongDate(row.date)}`;
    return {
      result: { ok: true, message: `Deleted the valuation of ${what}.` },
      change: { companies: [after.record.shortname] },
      history: [updatedCompanyRecord(company, after.record)],
    };
  });
}

const refused = (message: string) => ({ result: { ok: false, message } });
