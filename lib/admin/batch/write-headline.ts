import type { Db } from "@/lib/db/client";
import { event, headline, headlineorganization } from "@/lib/db/schema";
import type { HistoryRecord } from "../history/record-changes";
import type { PlannedHeadline } from "./planned-item";

/**
 * Stores a headline of a CSV import (published, as headlines are by default) linked to its
 * companies; a funding headline also becomes each company's funding event, as the spec's
 * import did. Returns its history entry.
 */
export async function writeHeadline(tx: Db, planned: PlannedHeadline): Promise<HistoryRecord> {
  const { headline_type, headline_date, url, description, total_amount } = planned.headline;
  const row = { headline_type, headline_date, url, description, total_amount };
  const [created] = await tx
    .insert(headline)
    .values({ ...row, published: true })
    .returning({ id: headline.id });
  await tx
    .insert(headlineorganization)
    .values(
      planned.companyIds.map((organization_id) => ({ headline_id: created.id, organization_id })),
    );
  if (row.headline_type === "funding") {
    await tx.insert(event).values(
      planned.companyIds.map((organization_id) => ({
        organization_id,
        event_type: "funding",
        description: row.description,
        total_amount: row.total_amount,
        url: row.url,
      })),
    );
  }
  return {
    entityType: "headline",
    entityId: created.id,
    label: row.description,
    action: "import",
    before: null,
    after: { ...row, published: true, companies: planned.companies },
  };
}
