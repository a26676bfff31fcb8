import "server-only";
import { asc, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { intArray } from "@/lib/db/sql-arrays";
import type { CompanyFilter } from "@/lib/domain/company-table-query";
import { O } from "@/lib/queries/visibility";
import { refuse } from "@/lib/validation/refusal";
import { companyFilterSql } from "./company-filter-sql";

/** What a bulk action applies to: the companies ticked, or every company the filters keep. */
export type BulkTarget = { ids: number[] } | { filter: CompanyFilter };

/** A company a bulk action reaches, as its history entry names it. */
export type BulkCompany = { id: number; name: string; shortname: string };

/** The companies found (locked until the transaction ends), and the ticked ids that are gone. */
export type BulkTargets = { companies: BulkCompany[]; skipped: number[] };

/**
 * The companies a bulk action applies to, read and locked inside its transaction: for a
 * selection, those of its ids that still exist (the others are skipped); for the filters,
 * whatever they keep now. Refused when there is nothing to apply it to.
 */
export async function lockBulkTargets(tx: Db, target: BulkTarget): Promise<BulkTargets> {
  if ("ids" in target && target.ids.length === 0) {
    refuse("No companies are selected: tick some rows first. Nothing was changed.");
  }
  const where =
    "ids" in target ? sql`${O.id} = any(${intArray(target.ids)})` : companyFilterSql(target.filter);
  const companies = await tx
    .select({ id: O.id, name: O.name, shortname: O.shortname })
    .from(O)
    .where(where)
    .orderBy(asc(O.id))
    .for("update");
  if (companies.length === 0) {
    refuse(
      "ids" in target
        ? "None of the selected companies exist any more (deleted meanwhile). Nothing was changed."
        : "No companies match these filters now. Nothing was changed.",
    );
  }
  const found = new Set(companies.map((company) => company.id));
  const skipped = "ids" in target ? [...new Set(target.ids)].filter((id) => !found.has(id)) : [];
  return { companies, skipped };
}
