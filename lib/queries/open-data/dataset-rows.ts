import "server-only";
import { and, asc, eq, gt, inArray, or, sql } from "drizzle-orm";
import { loadCompanies } from "@/lib/companies/load-company";
import { uploadShape } from "@/lib/companies/upload-shape";
import type { Db } from "@/lib/db/client";
import { headlineorganization } from "@/lib/db/schema";
import { CSV_HEADLINE_TYPES, type HeadlineRow } from "@/lib/domain/batch/headlines-csv";
import { H, O, PUBLIC_ORGANIZATION, PUBLISHED_HEADLINE } from "../visibility";
import { readDatasetFigures, withFigures, type DatasetCompany } from "./dataset-figures";

// Rows read per query: a download holds one batch at a time, never the whole dataset.
export const COMPANIES_PER_BATCH = 250;
export const HEADLINE_ROWS_PER_BATCH = 2000;

/**
 * The public companies, oldest first, in the batch upload's JSON shape with their GitHub
 * figures, a batch at a time (keyset on the id: a company added during the walk is read once
 * or not at all).
 */
export async function* publicCompanyBatches(db: Db): AsyncGenerator<DatasetCompany[]> {
  let after = 0;
  for (;;) {
    const ids = await db
      .select({ id: O.id })
      .from(O)
      .where(and(PUBLIC_ORGANIZATION, gt(O.id, after)))
      .orderBy(asc(O.id))
      .limit(COMPANIES_PER_BATCH);
    if (ids.length === 0) return;
    const idList = ids.map((row) => row.id);
    const [loaded, figures] = await Promise.all([
      loadCompanies(db, idList),
      readDatasetFigures(db, idList),
    ]);
    const batch: DatasetCompany[] = [];
    for (const id of idList) {
      const company = loaded.get(id);
      if (!company) continue;
      const projectIds = company.record.projects.map((item) => item.project_id);
      batch.push(withFigures(uploadShape(company.record), id, projectIds, figures));
    }
    yield batch;
    after = ids[ids.length - 1].id;
  }
}

const HO = headlineorganization;

/**
 * What the headline CSV holds: published headlines of the types its import takes, each linked
 * to a public company (the only companies an import can name). One row per such company.
 */
export const DATASET_HEADLINE = and(
  PUBLISHED_HEADLINE,
  PUBLIC_ORGANIZATION,
  inArray(H.headline_type, [...CSV_HEADLINE_TYPES]),
);

/** The headline CSV's rows, oldest headline first, a batch at a time (keyset on headline and company). */
export async function* publicHeadlineRowBatches(db: Db): AsyncGenerator<HeadlineRow[]> {
  let after = { headline: 0, company: 0 };
  for (;;) {
    const rows = await db
      .select({
        headline_id: H.id,
        organization_id: O.id,
        company_name: O.name,
        headline_type: H.headline_type,
        headline_date: H.headline_date,
        url: H.url,
        description: H.description,
        total_amount: H.total_amount,
      })
      .from(H)
      .innerJoin(HO, eq(HO.headline_id, H.id))
      .innerJoin(O, eq(O.id, HO.organization_id))
      .where(
        and(
          DATASET_HEADLINE,
          or(gt(H.id, after.headline), and(eq(H.id, after.headline), gt(O.id, after.company))),
        ),
      )
      .orderBy(asc(H.id), asc(O.id))
      .limit(HEADLINE_ROWS_PER_BATCH);
    if (rows.length === 0) return;
    yield rows.map(({ headline_id: _h, organization_id: _o, ...row }) => ({
      ...row,
      headline_type: row.headline_type as HeadlineRow["headline_type"],
    }));
    const last = rows[rows.length - 1];
    after = { headline: last.headline_id, company: last.organization_id };
  }
}

/** Counts of the dataset's files: companies, headlines and the headline CSV's rows. */
export async function countDataset(db: Db) {
  const [companies] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(O)
    .where(PUBLIC_ORGANIZATION);
  const [headlines] = await db
    .select({
      headlines: sql<number>`count(distinct ${H.id})::int`,
      rows: sql<number>`count(*)::int`,
    })
    .from(H)
    .innerJoin(HO, eq(HO.headline_id, H.id))
    .innerJoin(O, eq(O.id, HO.organization_id))
    .where(DATASET_HEADLINE);
  return { companies: companies.n, headlines: headlines.headlines, headlineRows: headlines.rows };
}
