import { eq } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import { getDb } from "@/lib/db/client";
import { organization } from "@/lib/db/schema";
import { loadCompany, type CompanyRecord } from "@/lib/companies/load-company";
import { latestCompanyChange } from "./company-changes";

/** A company as the editor opens it: every field and list, and the version its save checks. */
export type CompanyForEditor = { id: number; record: CompanyRecord; version: number };

/** The company with that shortname, published or not, or null. */
export async function getCompanyForEditor(
  _admin: AdminUser,
  shortname: string,
): Promise<CompanyForEditor | null> {
  const db = await getDb();
  const [row] = await db
    .select({ id: organization.id })
    .from(organization)
    .where(eq(organization.shortname, shortname));
  if (!row) return null;
  const [company, latest] = await Promise.all([
    loadCompany(db, row.id),
    latestCompanyChange(db, row.id),
  ]);
  if (!company) return null;
  return { id: row.id, record: company.record, version: latest?.id ?? 0 };
}
