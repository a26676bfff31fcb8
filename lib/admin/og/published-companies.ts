import "server-only";
import { and, asc, ilike, sql } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import { getDb } from "@/lib/db/client";
import { containsPattern } from "@/lib/db/like";
import { organization } from "@/lib/db/schema";
import { COMPANY_REF } from "@/lib/db/selections";
import { publicOrganization } from "@/lib/queries/visibility";
import type { CompanySuggestion } from "../companies/suggest-companies";

/**
 * Public companies (published, not dummies: those have no card) whose name contains `text`, by name: the image tool's organization
 * chooser (admin-area §7 lists the first 100; searching reaches all of them).
 */
export async function searchPublishedCompanies(
  _admin: AdminUser,
  text: string,
  limit: number,
): Promise<CompanySuggestion[]> {
  const db = await getDb();
  const search = text.trim().slice(0, 200);
  return db
    .select(COMPANY_REF)
    .from(organization)
    .where(
      and(
        publicOrganization(organization),
        search ? ilike(organization.name, containsPattern(search)) : undefined,
      ),
    )
    .orderBy(sql`lower(${organization.name})`, asc(organization.id))
    .limit(limit);
}
