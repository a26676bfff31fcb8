import { sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { AdminUser } from "@/lib/auth/admin-user";
import { getDb } from "@/lib/db/client";
import { selectValues } from "@/lib/db/rows";
import { headline, keyperson, organization, project } from "@/lib/db/schema";

export type AdminStats = { companies: number; headlines: number; people: number; projects: number };

const rowCount = (table: PgTable) => sql<number>`(select count(*)::int from ${table})`.mapWith(Number);

/** Dashboard counts over all rows, published or not. */
export async function getAdminStats(_admin: AdminUser): Promise<AdminStats> {
  return selectValues(await getDb(), {
    companies: rowCount(organization),
    headlines: rowCount(headline),
    people: rowCount(keyperson),
    projects: rowCount(project),
  });
}
