import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { changeHistory, organization, organizationproject, project } from "@/lib/db/schema";
import { insertMany, intArray } from "@/lib/db/sql-arrays";
import { loadCompanies } from "@/lib/companies/load-company";

/** Who the history and the row versions name for what the GitHub sync changes. */
export const GITHUB_SYNC_WRITER = "github-sync";

/** The shortnames of the companies that list project `projectId`, whose pages show its figures. */
export async function companiesOfProject(db: Db, projectId: number): Promise<string[]> {
  const rows = await db
    .select({ shortname: organization.shortname })
    .from(organizationproject)
    .innerJoin(organization, eq(organization.id, organizationproject.organization_id))
    .where(eq(organizationproject.project_id, projectId));
  return rows.map((row) => row.shortname);
}

/**
 * Points project `projectId` at the repository's new URL (GitHub renamed or transferred it),
 * inside the sync's transaction `tx`: its companies' versions move, so that an editor opened
 * before cannot put the old URL back unawares, and each company's change is in the history.
 * Answers the shortnames of the companies whose pages show it.
 */
export async function recordRename(tx: Db, projectId: number, url: string): Promise<string[]> {
  await tx.execute(sql`select set_config('app.admin_email', ${GITHUB_SYNC_WRITER}, true)`);
  const owners = await tx
    .select({ id: organizationproject.organization_id })
    .from(organizationproject)
    .where(eq(organizationproject.project_id, projectId));
  const ids = owners.map((owner) => owner.id);
  const before = await loadCompanies(tx, ids);
  await tx.update(project).set({ resources_url: url }).where(eq(project.id, projectId));
  if (ids.length === 0) return [];
  // A project is one of its companies' lists: a change to it is a change to them.
  await tx.execute(
    sql`update ${organization} set version = version where id = any(${intArray(ids)})`,
  );
  const after = await loadCompanies(tx, ids);
  await insertMany(
    tx,
    changeHistory,
    ids.map((id) => ({
      admin_email: GITHUB_SYNC_WRITER,
      entity_type: "company",
      entity_id: id,
      entity_label: after.get(id)!.record.name,
      action: "update",
      before: before.get(id)!.record,
      after: after.get(id)!.record,
    })),
  );
  return ids.map((id) => after.get(id)!.record.shortname);
}
