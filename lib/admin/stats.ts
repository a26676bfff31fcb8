import { sql } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import { getDb } from "@/lib/db/client";
import { selectRows } from "@/lib/db/rows";

export type AdminStats = { companies: number; headlines: number; people: number; projects: number };

/** Dashboard counts over all rows, published or not. */
export async function getAdminStats(_admin: AdminUser): Promise<AdminStats> {
  const db = await getDb();
  const [row] = await selectRows<AdminStats>(
    db,
    sql`select (select count(*) from organization)::int as companies,
               (select count(*) from headline)::int as headlines,
               (select count(*) from keyperson)::int as people,
               (select count(*) from project)::int as projects`,
  );
  return row;
}
