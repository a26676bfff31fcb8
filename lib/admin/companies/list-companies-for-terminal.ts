import "server-only";
import { and, desc, eq, ilike } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import { getDb } from "@/lib/db/client";
import { containsPattern } from "@/lib/db/like";
import { organization } from "@/lib/db/schema";
import type { TerminalListOptions } from "@/lib/domain/terminal-command";
import type { TerminalCompanyRow } from "@/lib/domain/terminal-output";

/**
 * Companies, published or not, newest update first, for the terminal's list command. Served
 * by the (date_updated desc, id desc) index, and by the trigram index on name for a search.
 */
export async function listCompaniesForTerminal(
  _admin: AdminUser,
  { limit, search, published }: TerminalListOptions,
): Promise<TerminalCompanyRow[]> {
  const db = await getDb();
  return db
    .select({
      id: organization.id,
      name: organization.name,
      shortname: organization.shortname,
      city: organization.city,
      year_founded: organization.year_founded,
      total_funding: organization.total_funding,
      published: organization.published,
      date_updated: organization.date_updated,
    })
    .from(organization)
    .where(
      and(
        search === null ? undefined : ilike(organization.name, containsPattern(search)),
        published === null ? undefined : eq(organization.published, published),
      ),
    )
    .orderBy(desc(organization.date_updated), desc(organization.id))
    .limit(limit);
}
