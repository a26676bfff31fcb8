import "server-only";
import { asc, sql } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import { getDb } from "@/lib/db/client";
import { keyperson } from "@/lib/db/schema";
import { containsPattern } from "@/lib/db/like";

export type PersonSuggestion = { id: number; name: string; linkedin_url: string | null };

/** Up to 5 people whose name contains `text` (case-insensitive), by name. */
export async function suggestPeople(_admin: AdminUser, text: string): Promise<PersonSuggestion[]> {
  const query = text.trim().slice(0, 100);
  if (!query) return [];
  const db = await getDb();
  return db
    .select({ id: keyperson.id, name: keyperson.name, linkedin_url: keyperson.linkedin_url })
    .from(keyperson)
    .where(sql`${keyperson.name} ilike ${containsPattern(query)}`)
    .orderBy(asc(sql`lower(${keyperson.name})`), asc(keyperson.id))
    .limit(5);
}
