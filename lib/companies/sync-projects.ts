import { and, eq, notInArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { insertMany } from "@/lib/db/sql-arrays";
import { organizationproject, project } from "@/lib/db/schema";
import type { ProjectInput } from "@/lib/validation/company-json";
import { findListedRows, refuseListedTwice, type CompanyItems } from "./listed-twice";
import { findOrCreateProjects } from "./find-or-create";
import { sameJson } from "./same-json";

/**
 * Makes the company's projects `projects`. A project given by id is updated in place; any
 * other is found by its repository URL (projects may be shared), else created. Projects no
 * longer listed lose their link to the company. A project equal to its entry in `before`
 * (the company as loaded) is not written.
 */
export async function syncProjects(
  tx: Db,
  organizationId: number,
  projects: ProjectInput[],
  before: ProjectInput[] = [],
) {
  const ids: number[] = [];
  for (const item of projects) {
    const unchanged = before.find((old) => old.project_id === item.project_id);
    if (item.project_id !== undefined && unchanged && sameJson(unchanged, item)) {
      ids.push(item.project_id);
      continue;
    }
    const fields = {
      name: item.name,
      resources_url: item.resources_url,
      description: item.description ?? null,
      info_url: item.info_url ?? null,
      license: item.license ?? null,
    };
    const updated =
      item.project_id === undefined
        ? []
        : await tx
            .update(project)
            .set(fields)
            .where(eq(project.id, item.project_id))
            .returning({ id: project.id });
    ids.push(updated[0]?.id ?? (await findOrCreateProjects(tx, [item]))[0]);
  }
  refuseListedTwice("projects", projects, ids);
  const ofCompany = eq(organizationproject.organization_id, organizationId);
  // notInArray of no ids is true: with no projects, every link goes.
  await tx
    .delete(organizationproject)
    .where(and(ofCompany, notInArray(organizationproject.project_id, ids)));
  await insertLinks(
    tx,
    ids.map((project_id) => ({ organization_id: organizationId, project_id })),
  );
}

async function insertLinks(tx: Db, rows: (typeof organizationproject.$inferInsert)[]) {
  await insertMany(tx, organizationproject, rows, sql`on conflict do nothing`);
}

/** Gives new companies their projects, each found by repository URL or created. */
export async function addProjects(tx: Db, companies: CompanyItems<ProjectInput>) {
  const projects = await findListedRows("projects", companies, (items) =>
    findOrCreateProjects(tx, items),
  );
  await insertLinks(
    tx,
    projects.map(({ organizationId, id }) => ({ organization_id: organizationId, project_id: id })),
  );
}
