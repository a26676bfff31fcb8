import "server-only";
import { eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "@/lib/db/client";
import { organizationproject, project } from "@/lib/db/schema";
import { equalsAny } from "@/lib/db/sql-arrays";
import type { CompanyInput } from "@/lib/validation/company-json";
import {
  OPEN_SOURCE,
  REPOSITORY,
  type OpenSourceTotals,
  type RepositoryFigures,
} from "../company-detail";
import { FUNDING_MILLIONS } from "../fragments";
import { O } from "../visibility";
import { openRepository, openSourceFigures } from "./repository-figures";

// The fragments are those of the company page, correlated to `o` and `p`.
const PROJECT = alias(project, "p");

export type DatasetFigures = {
  /** By organization id; a company without figures is absent. */
  companies: Map<number, OpenSourceTotals>;
  /** By project id; a project without figures is absent. */
  projects: Map<number, RepositoryFigures>;
  /** Each company's funding figure in millions of USD (lib/domain/funding.ts), by id. */
  funding: Map<number, number | null>;
};

/** The GitHub figures of the companies `ids` and of their projects: two queries for them all. */
export async function readDatasetFigures(db: Db, ids: number[]): Promise<DatasetFigures> {
  const [companies, projects] = await Promise.all([
    db
      .select({ id: O.id, figures: OPEN_SOURCE, funding: FUNDING_MILLIONS })
      .from(O)
      .where(equalsAny(O.id, ids, "integer")),
    db
      // A project of two companies comes twice: the map keeps one (json has no distinct).
      .select({ id: PROJECT.id, figures: REPOSITORY })
      .from(PROJECT)
      .innerJoin(organizationproject, eq(organizationproject.project_id, PROJECT.id))
      .where(equalsAny(organizationproject.organization_id, ids, "integer")),
  ]);
  const known = <T>(rows: { id: number; figures: T | null }[]) =>
    new Map(rows.flatMap(({ id, figures }) => (figures ? [[id, figures] as const] : [])));
  return {
    companies: known(companies),
    projects: known(projects),
    funding: new Map(companies.map(({ id, funding }) => [id, funding])),
  };
}

/**
 * `company`, in the upload shape, with its funding figure, its GitHub figures and each
 * project's (`projectIds`: their ids, in the order of its projects), which an import ignores:
 * they are worked out or GitHub's, not a curator's. The company's own figures are also beside
 * it, for the CSV's columns.
 */
export function withFigures(
  company: CompanyInput,
  companyId: number,
  projectIds: readonly (number | undefined)[],
  figures: DatasetFigures,
) {
  const figuresOf = (index: number) => figures.projects.get(projectIds[index] ?? 0) ?? null;
  const openSource = openSourceFigures(figures.companies.get(companyId) ?? null);
  const fundingMillions = figures.funding.get(companyId) ?? null;
  return {
    company: {
      ...company,
      funding_millions: fundingMillions,
      open_source: openSource,
      projects: company.projects.map((item, index) => ({
        ...item,
        repository: openRepository(figuresOf(index)),
      })),
    },
    openSource,
    fundingMillions,
  };
}

/** A company of the /data files (the upload shape with its projects' figures) and its own figures. */
export type DatasetCompany = ReturnType<typeof withFigures>;
