import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { organization, organizationproject } from "@/lib/db/schema";
import { equalsAny } from "@/lib/db/sql-arrays";

/** The shortnames of the companies that list any of `projectIds`: the pages showing figures. */
export async function companiesOfProjects(db: Db, projectIds: number[]): Promise<string[]> {
  if (projectIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ shortname: organization.shortname })
    .from(organizationproject)
    .innerJoin(organization, eq(organization.id, organizationproject.organization_id))
    .where(equalsAny(organizationproject.project_id, projectIds, "int"));
  return rows.map((row) => row.shortname);
}
