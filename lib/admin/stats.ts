import "server-only";
import type { AdminUser } from "@/lib/auth/admin-user";
import { getDb } from "@/lib/db/client";
import { rowCount, selectValues } from "@/lib/db/rows";
import { headline, keyperson, organization, project } from "@/lib/db/schema";

export type AdminStats = { companies: number; headlines: number; people: number; projects: number };

/** Dashboard counts over all rows, published or not. */
export async function getAdminStats(_admin: AdminUser): Promise<AdminStats> {
  return selectValues(await getDb(), {
    companies: rowCount(organization),
    headlines: rowCount(headline),
    people: rowCount(keyperson),
    projects: rowCount(project),
  });
}
