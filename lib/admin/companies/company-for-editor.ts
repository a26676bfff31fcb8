import "server-only";
import { eq } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import { getDb } from "@/lib/db/client";
import { organization } from "@/lib/db/schema";
import { loadCompany, type CompanyRecord } from "@/lib/companies/load-company";

/** A company as the editor opens it: every field and list, and the version its save checks. */
export type CompanyForEditor = { id: number; record: CompanyRecord; version: number };

/** The company with that shortname, published or not, or null. */
export async function getCompanyForEditor(
  _admin: AdminUser,
  shortname: string,
): Promise<CompanyForEditor | null> {
  const db = await getDb();
  // The version is read before the lists: a write in between makes the save refused, never lost.
  const [row] = await db
    .select({ id: organization.id, version: organization.version })
    .from(organization)
    .where(eq(organization.shortname, shortname));
  if (!row) return null;
  const company = await loadCompany(db, row.id);
  if (!company) return null;
  return { id: row.id, record: company.record, version: row.version };
}
