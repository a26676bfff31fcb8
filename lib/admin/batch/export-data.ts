import "server-only";
import { asc, eq } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import { loadCompanies } from "@/lib/companies/load-company";
import { uploadShape } from "@/lib/companies/upload-shape";
import { getDb } from "@/lib/db/client";
import { headline, headlineorganization, organization } from "@/lib/db/schema";
import { HEADLINE_CSV_COLUMNS, type HeadlineRow } from "@/lib/domain/batch/headlines-csv";
import type { CompanyInput } from "@/lib/validation/company-json";

// Companies read per round of queries: few rounds, each of bounded size.
const COMPANIES_PER_LOAD = 500;

/** Every company, unpublished ones included, in the batch upload's JSON shape, oldest first. */
export async function listCompaniesForExport(_admin: AdminUser): Promise<CompanyInput[]> {
  const db = await getDb();
  const ids = await db
    .select({ id: organization.id })
    .from(organization)
    .orderBy(asc(organization.id));
  const companies: CompanyInput[] = [];
  for (let start = 0; start < ids.length; start += COMPANIES_PER_LOAD) {
    const slice = ids.slice(start, start + COMPANIES_PER_LOAD).map((row) => row.id);
    const loaded = await loadCompanies(db, slice);
    for (const id of slice) {
      const company = loaded.get(id);
      if (company) companies.push(uploadShape(company.record));
    }
  }
  return companies;
}

// Each column of the headline CSV, from the headline and one company it names.
const HEADLINE_CSV_ROW = {
  company_name: organization.name,
  headline_type: headline.headline_type,
  headline_date: headline.headline_date,
  url: headline.url,
  description: headline.description,
  total_amount: headline.total_amount,
} satisfies Record<(typeof HEADLINE_CSV_COLUMNS)[number], unknown>;

/**
 * Every headline, unpublished ones included, as rows of the headline CSV import: one row per
 * company it names (none: an empty company_name), oldest first.
 */
export async function listHeadlineRowsForExport(_admin: AdminUser): Promise<HeadlineRow[]> {
  const db = await getDb();
  const rows = await db
    .select(HEADLINE_CSV_ROW)
    .from(headline)
    .leftJoin(headlineorganization, eq(headlineorganization.headline_id, headline.id))
    .leftJoin(organization, eq(organization.id, headlineorganization.organization_id))
    .orderBy(asc(headline.id), asc(organization.id));
  return rows.map((row) => ({
    ...row,
    company_name: row.company_name ?? "",
    headline_type: row.headline_type as HeadlineRow["headline_type"],
  }));
}
