import { and, desc, eq, gt } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { organizationvaluation } from "@/lib/db/schema";
import { equalsAny, insertMany } from "@/lib/db/sql-arrays";
import { parseValuationMillions } from "@/lib/domain/money";
import type { CompanyInput } from "@/lib/validation/company-json";
import { CompanyInputError } from "./company-input-error";

/** The companies' current valuations, by company: each one's latest by valuation_date. */
export async function latestValuations(tx: Db, organizationIds: number[]) {
  const rows = await tx
    .selectDistinctOn([organizationvaluation.organization_id], {
      organization_id: organizationvaluation.organization_id,
      amount: organizationvaluation.valuation_amount,
      date: organizationvaluation.valuation_date,
      source_url: organizationvaluation.valuation_source_url,
    })
    .from(organizationvaluation)
    .where(equalsAny(organizationvaluation.organization_id, organizationIds, "integer"))
    .orderBy(
      organizationvaluation.organization_id,
      desc(organizationvaluation.valuation_date),
      desc(organizationvaluation.id),
    );
  return new Map(rows.map(({ organization_id, ...valuation }) => [organization_id, valuation]));
}

/** The company's current valuation: the latest by valuation_date. */
export async function latestValuation(tx: Db, organizationId: number) {
  return (await latestValuations(tx, [organizationId])).get(organizationId) ?? null;
}

/** Removes every valuation of the company, earlier ones included. */
export async function clearValuations(tx: Db, organizationId: number) {
  await tx
    .delete(organizationvaluation)
    .where(eq(organizationvaluation.organization_id, organizationId));
}

type ValuationInput = NonNullable<CompanyInput["valuation"]>;

/** What `valuation` stores: the amount in millions (per admin-area §5), the date (default today). */
function valuationValues(valuation: ValuationInput) {
  const amount = parseValuationMillions(valuation.amount);
  if (amount === null) throw new CompanyInputError("valuation.amount", "must contain a number");
  return {
    amount,
    date: valuation.date ?? new Date().toISOString().slice(0, 10),
    source_url: valuation.source_url ?? null,
  };
}

/** Gives new companies their valuation. */
export async function addValuations(
  tx: Db,
  companies: { organizationId: number; valuation: ValuationInput }[],
) {
  await insertMany(
    tx,
    organizationvaluation,
    companies.map(({ organizationId, valuation }) => {
      const { amount, date, source_url } = valuationValues(valuation);
      return {
        organization_id: organizationId,
        valuation_amount: amount,
        valuation_date: date,
        valuation_source_url: source_url,
      };
    }),
  );
}

/**
 * Records `valuation` (amount text per admin-area §5, in millions; date default today) as a
 * new row when it differs from the current one: earlier valuations stay as the history.
 */
export async function syncValuation(tx: Db, organizationId: number, valuation: ValuationInput) {
  const next = valuationValues(valuation);
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
  await addValuations(tx, [{ organizationId, valuation: { ...valuation, date: next.date } }]);
}
