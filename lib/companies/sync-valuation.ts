import { and, desc, eq, gt } from "drizzle-orm";
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

/** Removes every valuation of the company, earlier ones included. */
export async function clearValuations(tx: Db, organizationId: number) {
  await tx
    .delete(organizationvaluation)
    .where(eq(organizationvaluation.organization_id, organizationId));
}

/**
 * Records `valuation` (amount text per admin-area §5, in millions; date default today) as a
 * new row when it differs from the current one: earlier valuations stay as the history.
 */
export async function syncValuation(
  tx: Db,
  organizationId: number,
  valuation: NonNullable<CompanyInput["valuation"]>,
) {
  const amount = parseValuationMillions(valuation.amount);
  if (amount === null) throw new CompanyInputError("valuation.amount", "must contain a number");
  const next = {
    amount,
    date: valuation.date ?? new Date().toISOString().slice(0, 10),
    source_url: valuation.source_url ?? null,
  };
  const same = (row: Awaited<ReturnType<typeof latestValuation>>) =>
    row !== null &&
    row.amount === next.amount &&
    row.date === next.date &&
    row.source_url === next.source_url;
  if (same(await latestValuation(tx, organizationId))) return;
  // `valuation` is the current one: rows dated after it would hide it (an undone change, a
  // corrected date), so they go; an earlier row equal to it becomes current again.
  await tx
    .delete(organizationvaluation)
    .where(
      and(
        eq(organizationvaluation.organization_id, organizationId),
        gt(organizationvaluation.valuation_date, next.date),
      ),
    );
  if (same(await latestValuation(tx, organizationId))) return;
  await tx.insert(organizationvaluation).values({
    organization_id: organizationId,
    valuation_amount: next.amount,
    valuation_date: next.date,
    valuation_source_url: next.source_url,
  });
}
