import "server-only";
import { asc, ilike, sql } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import { getDb } from "@/lib/db/client";
import { containsPattern } from "@/lib/db/like";
import { organization } from "@/lib/db/schema";
import { COMPANY_REF } from "@/lib/db/selections";

export type CompanySuggestion = { id: number; name: string; shortname: string };

/** Suggestions of the company search boxes (admin-area §9: 5). */
export const COMPANY_SUGGESTION_LIMIT = 5;

/**
 * Up to 5 companies, published or not, whose name contains `text` (any case), by name.
 * Blank text suggests nothing.
 */
export async function suggestCompanies(
  _admin: AdminUser,
  text: string,
): Promise<CompanySuggestion[]> {
  const search = text.trim().slice(0, 200);
  if (!search) return [];
  const db = await getDb();
  return db
    .select(COMPANY_REF)
    .from(organization)
    .where(ilike(organization.name, containsPattern(search)))
    .orderBy(sql`lower(${organization.name})`, asc(organization.id))
    .limit(COMPANY_SUGGESTION_LIMIT);
}
