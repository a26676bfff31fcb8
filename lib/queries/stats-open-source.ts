import "server-only";
import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb } from "@/lib/db/client";
import { project, repository } from "@/lib/db/schema";
import { PUBLIC_ORGANIZATION } from "./visibility";

// The /stats page's GitHub figures, counted on the database: the repositories with figures
// (stars as last synced) of projects of published, non-dummy companies. A repository is counted
// once, however many companies or projects name it.

/** Where the star ranges start (each range holds its lower bound): under 100, 100–1k, … */
export const STAR_RANGE_STARTS = [100, 1_000, 10_000, 50_000] as const;
export const TOP_PROJECTS = 10;

export type OpenSourceStats = {
  /** The day of the latest check the figures come from; null when no repository has any. */
  asOf: string | null;
  repositories: number;
  stars: number;
  /** Per SPDX id (null: GitHub found no licence), most stars first. */
  byLicense: { license: string | null; repositories: number; stars: number }[];
  /** Repositories per range, in range order: below the first start, then from each start. */
  byRange: number[];
  top: {
    id: number;
    project: string;
    url: string;
    stars: number;
    company: { name: string; shortname: string };
  }[];
};

const R = alias(repository, "r");

// The companies visitors may see (as `o`) that list the project `projectId`, as a FROM clause.
const publicCompaniesOf = (projectId: unknown) => sql`organizationproject op
  join organization o on o.id = op.organization_id
  where op.project_id = ${projectId} and ${PUBLIC_ORGANIZATION}`;

/** GitHub stars of the public companies' repositories: totals, by licence, by range, the top. */
export async function getOpenSourceStats(): Promise<OpenSourceStats> {
  const db = await getDb();
  // One row per repository URL: the latest checked of the rows naming it.
  const counted = db.$with("counted").as(
    db
      .selectDistinctOn([R.url], {
        id: R.id,
        project_id: R.project_id,
        url: R.url,
        stars: sql<number>`${R.stars}`.as("stars"),
        license: R.license_spdx,
        checked_at: R.checked_at,
      })
      .from(R)
      .where(
        and(isNotNull(R.stars), sql`exists (select 1 from ${publicCompaniesOf(R.project_id)})`),
      )
      .orderBy(R.url, sql`${R.checked_at} desc nulls last`, R.id),
  );
  const stars = sql<number>`coalesce(sum(${counted.stars}), 0)::float8`;
  const repositories = sql<number>`count(*)::int`;
  // Constants of this module, written into the statement so that its GROUP BY matches.
  const range = sql<number>`width_bucket(${counted.stars}, array[${sql.raw(STAR_RANGE_STARTS.join(","))}])`;
  const [[totals], byLicense, ranges, top] = await Promise.all([
    db
      .with(counted)
      .select({
        repositories,
        stars,
        asOf: sql<string | null>`max(${counted.checked_at})::date::text`,
      })
      .from(counted),
    db
      .with(counted)
      .select({ license: counted.license, repositories, stars })
      .from(counted)
      .groupBy(counted.license)
      .orderBy(desc(stars), counted.license),
    db.with(counted).select({ range, repositories }).from(counted).groupBy(range),
    db
      .with(counted)
      .select({
        id: counted.id,
        project: project.name,
        url: counted.url,
        stars: counted.stars,
        company: sql<OpenSourceStats["top"][number]["company"]>`(select
          json_build_object('name', o.name, 'shortname', o.shortname)
          from ${publicCompaniesOf(counted.project_id)} order by o.id limit 1)`,
      })
      .from(counted)
      .innerJoin(project, eq(project.id, counted.project_id))
      .orderBy(desc(counted.stars), counted.id)
      .limit(TOP_PROJECTS),
  ]);
  const byRange = Array.from({ length: STAR_RANGE_STARTS.length + 1 }, () => 0);
  for (const row of ranges) byRange[row.range] = row.repositories;
  return { ...totals, byLicense, byRange, top };
}
