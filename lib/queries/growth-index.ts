import "server-only";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { GROWTH_INDEX_SIZE } from "@/lib/domain/growth-index";
import { companyOpenSource, repository } from "@/lib/db/schema";
import { O, PUBLIC_ORGANIZATION } from "./visibility";

export type GrowthRow = {
  name: string;
  shortname: string;
  repository: string;
  repository_url: string;
  start_stars: number;
  stars: number;
  ratio: number;
};

export type GrowthIndex = { rows: GrowthRow[]; asOf: string | null };

/** The published companies with a growth figure, the fastest first (rule in lib/domain/growth-index.ts). */
export async function getGrowthIndex(limit = GROWTH_INDEX_SIZE): Promise<GrowthIndex> {
  const db = await getDb();
  const rows = await db
    .select({
      name: O.name,
      shortname: O.shortname,
      repository: sql<string>`${repository.owner} || '/' || ${repository.name}`,
      repository_url: repository.url,
      start_stars: sql<number>`${companyOpenSource.growth_start_stars}`,
      stars: sql<number>`${repository.stars}`,
      ratio: sql<number>`${companyOpenSource.growth_ratio}`,
      as_of: companyOpenSource.as_of,
    })
    .from(companyOpenSource)
    .innerJoin(O, eq(O.id, companyOpenSource.organization_id))
    .innerJoin(repository, eq(repository.id, companyOpenSource.growth_repository_id))
    .where(and(PUBLIC_ORGANIZATION, isNotNull(companyOpenSource.growth_ratio)))
    // As company_open_source_growth_idx orders them, so that only the first rows are read.
    .orderBy(
      sql`${companyOpenSource.growth_ratio} desc nulls last`,
      sql`${companyOpenSource.growth_gain} desc nulls last`,
      O.name,
    )
    .limit(limit);
  const asOf = rows.reduce<string | null>(
    (latest, row) => (row.as_of && (!latest || row.as_of > latest) ? row.as_of : latest),
    null,
  );
  return { rows: rows.map(({ as_of: _, ...row }) => row), asOf };
}
