import { doublePrecision, integer, pgTable } from "drizzle-orm/pg-core";
import { organization } from "./schema";

/**
 * Each company's disclosed rounds (its published funding headlines with an amount): their sum
 * and number, for the companies that have any. The database keeps it (triggers on headline and
 * headlineorganization, migration `company_funding`), so that lists sort, filter and count by
 * the funding figure (lib/domain/funding.ts) without summing rounds per row.
 */
export const companyFunding = pgTable("company_funding", {
  organization_id: integer()
    .primaryKey()
    .references(() => organization.id, { onDelete: "cascade" }),
  disclosed_usd: doublePrecision().notNull(),
  rounds: integer().notNull(),
});
