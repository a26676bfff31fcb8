import { asc, desc } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { organizationvaluation } from "@/lib/db/schema";
import { equalsAny, insertMany } from "@/lib/db/sql-arrays";
import { parseValuationMillions } from "@/lib/domain/money";
import type { CompanyInput } from "@/lib/validation/company-json";
import { refuse } from "@/lib/validation/refusal";

/** A recorded valuation row: amount in millions of USD, date as YYYY-MM-DD. */
export type RecordedValuation = {
  id: number;
  amount: number;
  date: string;
  source_url: string | null;
};

/** Every valuation of the companies, by company, newest first (the first is the current one). */
export async function listValuations(
  tx: Db,
  organizationIds: number[],
): Promise<Map<number, RecordedValuation[]>> {
  const rows = await tx
    .select({
      organization_id: organizationvaluation.organization_id,
      id: organizationvaluation.id,
      amount: organizationvaluation.valuation_amount,
      date: organizationvaluation.valuation_date,
      source_url: organizationvaluation.valuation_source_url,
    })
    .from(organizationvaluation)
    .where(equalsAny(organizationvaluation.organization_id, organizationIds, "integer"))
    .orderBy(
      asc(organizationvaluation.organization_id),
      desc(organizationvaluation.valuation_date),
      desc(organizationvaluation.id),
    );
  const valuations = new Map<number, RecordedValuation[]>();
  for (const { organization_id, ...row } of rows) {
    const list = valuations.get(organization_id);
    if (list) list.push(row);
    else valuations.set(organization_id, [row]);
  }
  return valuations;
}

/** The company's current valuation: the latest by valuation_date. */
export async function latestValuation(tx: Db, organizationId: number) {
  return (await listValuations(tx, [organizationId])).get(organizationId)?.[0] ?? null;
}

type ValuationInput = NonNullable<CompanyInput["valuation"]>;

/** What `valuation` stores: the amount in millions (per admin-area §5), the date (default today). */
function valuationValues(valuation: ValuationInput) {
  const amount = parseValuationMillions(valuation.amount);
  if (amount === null) refuse("must contain a number", "valuation.amount");
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
 * new row when it differs from the current one. Valuations are history: a save never deletes
 * one, and an earlier date adds an earlier row (the latest by date stays the current one).
 */
export async function syncValuation(tx: Db, organizationId: number, valuation: ValuationInput) {
  const next = valuationValues(valuation);
  const current = await latestValuation(tx, organizationId);
  const same =
    current !== null &&
    current.amount === next.amount &&
    current.date === next.date &&
    current.source_url === next.source_url;
  if (!same)
    await addValuations(tx, [{ organizationId, valuation: { ...valuation, date: next.date } }]);
}
