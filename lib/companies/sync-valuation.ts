import { desc, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { organizationvaluation } from "@/lib/db/schema";
import { parseValuationMillions } from "@/lib/domain/money";
import type { CompanyInput } from "@/lib/validation/company-json";
import { CompanyInputError } from "./company-input-error";

/** The company's current valuation: the latest by valuation_date. */
export async function latestValuation(tx: Db, organizationId: number) {
  const [row] = await tx
    .select({
      amount: organizationvaluation.valuation_amount,
      date: organizationvaluation.valuation_date,
      source_url: organizationvaluation.valuation_source_url,
    })
    .from(organizationvaluation)
    .where(eq(organizationvaluation.organization_id, organizationId))
    .orderBy(desc(organizationvaluation.valuation_date), desc(organizationvaluation.id))
    .limit(1);
  return row ?? null;
}

/**
 * Records `valuation` (amount text per admin-area §5, in millions; date default today) as a
 * new row when it differs from the current one: earlier valuations stay as the history.
 */
export async function syncValuation(
  tx: Db,
  organizationId: number,
  valuation: CompanyInput["valuation"],
) {
  if (!valuation) return;
  const amount = parseValuationMillions(valuation.amount);
  if (amount === null) throw new CompanyInputError("valuation.amount", "must contain a number");
  const next = {
    amount,
    date: valuation.date ?? new Date().toISOString().slice(0, 10),
    source_url: valuation.source_url ?? null,
  };
  const current = await latestValuation(tx, organizationId);
  const same =
    current &&
    current.amount === next.amount &&
    current.date === next.date &&
    current.source_url === next.source_url;
  if (same) return;
  await tx.insert(organizationvaluation).values({
    organization_id: organizationId,
    valuation_amount: next.amount,
    valuation_date: next.date,
    valuation_source_url: next.source_url,
  });
}
