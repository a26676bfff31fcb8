import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { insertMany } from "@/lib/db/sql-arrays";
import { event, headline, headlineorganization } from "@/lib/db/schema";
import { stampCompanies } from "../headlines/save-headline";
import type { HistoryRecord } from "../history/record-changes";
import type { PlannedHeadline } from "./planned-item";

/**
 * Stores the headlines of a CSV import (published, as headlines are by default) linked to
 * their companies; a funding headline also becomes each company's funding event, as the
 * spec's import did; the linked companies' date_updated is set, as the headline form does
 * (admin-area §4). Set-based: four statements however many there are. Returns their history
 * entries, in order.
 */
export async function writeHeadlines(tx: Db, planned: PlannedHeadline[]): Promise<HistoryRecord[]> {
  if (planned.length === 0) return [];
  const rows = planned.map(({ headline: h }) => ({
    headline_type: h.headline_type,
    headline_date: h.headline_date,
    url: h.url,
    description: h.description,
    total_amount: h.total_amount,
  }));
  const created = await insertMany<{ id: number }>(
    tx,
    headline,
    rows.map((row) => ({ ...row, published: true })),
    sql`returning id`,
  );
  await insertMany(
    tx,
    headlineorganization,
    planned.flatMap(({ companyIds }, i) =>
      companyIds.map((organization_id) => ({ headline_id: created[i].id, organization_id })),
    ),
  );
  const events = planned.flatMap(({ companyIds }, i) =>
    rows[i].headline_type !== "funding"
      ? []
      : companyIds.map((organization_id) => ({
          organization_id,
          event_type: "funding",
          description: rows[i].description,
          total_amount: rows[i].total_amount,
          url: rows[i].url,
        })),
  );
  await insertMany(tx, event, events);
  await stampCompanies(tx, [...new Set(planned.flatMap(({ companyIds }) => companyIds))]);
  return rows.map((row, i) => ({
    entityType: "headline",
    entityId: created[i].id,
    label: row.description,
    action: "import",
    before: null,
    after: { ...row, published: true, companies: planned[i].companies },
  }));
}
