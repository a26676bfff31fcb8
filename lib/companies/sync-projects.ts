import { and, eq, notInArray } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { organizationproject, project } from "@/lib/db/schema";
import type { CompanyInput } from "@/lib/validation/company-json";
import { CompanyInputError } from "./company-input-error";
import { findOrCreateProject } from "./find-or-create";
import { sameJson } from "./same-json";

type ProjectInput = CompanyInput["projects"][number];

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
  for (const [index, item] of projects.entries()) {
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
    const id = updated[0]?.id ?? (await findOrCreateProject(tx, item));
    if (ids.includes(id)) {
      throw new CompanyInputError(`projects.${index}.name`, `${item.name} is listed twice`);
    }
    ids.push(id);
  }
  const ofCompany = eq(organizationproject.organization_id, organizationId);
  await tx
    .delete(organizationproject)
    .where(
      ids.length > 0 ? and(ofCompany, notInArray(organizationproject.project_id, ids)) : ofCompany,
    );
  if (ids.length > 0) {
    await tx
      .insert(organizationproject)
      .values(ids.map((project_id) => ({ organization_id: organizationId, project_id })))
      .onConflictDoNothing();
  }
}
