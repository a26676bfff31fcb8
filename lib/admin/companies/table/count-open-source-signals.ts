import "server-only";
import { sql } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import { getDb } from "@/lib/db/client";
import { filterQueryOf, OPEN_SOURCE_SIGNALS } from "@/lib/domain/company-table-query";
import { O } from "@/lib/queries/visibility";
import { companyFilterSql } from "./company-filter-sql";

/** How many companies one signal's filter keeps, and that filter's query string. */
export type SignalCount = { label: string; filterQuery: string; companies: number };

/**
 * The dashboard's counts of the open-source signals, each by the table's own filter, so that
 * a count and the table it links to always agree. One pass over the companies.
 */
export async function countOpenSourceSignals(_admin: AdminUser): Promise<SignalCount[]> {
  const counts = Object.fromEntries(
    OPEN_SOURCE_SIGNALS.map((signal, index) => [
      `signal${index}`,
      sql<number>`count(*) filter (where ${companyFilterSql(signal.filter)})`.mapWith(Number),
    ]),
  );
  const [row] = await (await getDb()).select(counts).from(O);
  return OPEN_SOURCE_SIGNALS.map((signal, index) => ({
    label: signal.label,
    filterQuery: filterQueryOf(signal.filter),
    companies: row[`signal${index}`],
  }));
}
