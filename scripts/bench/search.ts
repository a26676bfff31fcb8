import path from "node:path";
import { API_RATE_LIMIT } from "@/lib/api/rate-limit";
import { openPglite, openPostgres, type Database } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrations";
import type { RelevanceReport } from "@/lib/search/relevance";
import { measureCold, type ColdRow } from "./cold";
import { BENCH_DATA_DIR } from "./data";
import { withBenchPostgres } from "./postgres";
import { explainSlowest, type ExplainedStatement } from "./search-explain";
import { measureIndex, type IndexFigures } from "./search-index";
import type { SearchGroup } from "./search-queries";
import { measureRelevanceOnPglite, measureRelevanceOnPostgres } from "./search-relevance";
import type { BenchDatabase } from "./servers";

// The search section: on each database, first requests of distinct queries on freshly started
// servers (1, then 4 clients), then in the server's own code once they are stopped (the
// embedded database has one user at a time): the slowest statement of a group that missed its
// target, explained; a save's added cost and the rebuild of the index; relevance on the demo data.

export type SearchRun = {
  database: string;
  cold: ColdRow<SearchGroup>[];
  explained: ExplainedStatement[];
  index: IndexFigures;
  relevance: RelevanceReport;
};

// Each run's server is new, so its per-address limit of the suggestions (the API's) starts
// afresh: the bench sends from one address, as a visitor does, and stays under the limit.
function assertUnderRateLimit(groups: SearchGroup[]) {
  const suggestions = groups.filter((group) => group.route === "suggestions");
  const requests = suggestions.reduce((sum, g) => sum + g.paths.length + g.warmup.length, 0);
  if (requests > API_RATE_LIMIT.limit) {
    throw new Error(`${requests} suggestion requests per server pass the API's rate limit.`);
  }
}

// The slowest URL with one client (more clients add waiting) of each group that missed a target.
function missedPaths(rows: ColdRow<SearchGroup>[]): string[] {
  const missed = rows.filter(({ clients, group, result }) => result.p95 > group.p95Ms[clients]);
  const groups = new Set(missed.map(({ group }) => group));
  return rows
    .filter(({ clients, group }) => clients === 1 && groups.has(group))
    .map(({ result }) => result.slowest)
    .filter(Boolean); // none when every request failed
}

/** The in-process part on an open database (closed at the end). */
async function measureInProcess(database: Database, cold: ColdRow<SearchGroup>[]) {
  try {
    const explained: ExplainedStatement[] = [];
    for (const slowPath of missedPaths(cold)) {
      process.stdout.write(`Explaining the reads of ${slowPath}... `);
      explained.push(await explainSlowest(database, slowPath));
      console.log(`${explained.at(-1)!.executionMs.toFixed(1)} ms`);
    }
    process.stdout.write(`Company saves and the index rebuild on ${database.label}... `);
    const index = await measureIndex(database);
    console.log(`rebuilt in ${(index.rebuild.totalMs / 1000).toFixed(1)} s`);
    return { explained, index };
  } finally {
    await database.close();
  }
}

/** The benchmark database in this process, once its servers are stopped. */
export async function openInProcess(database: BenchDatabase): Promise<Database> {
  if ("url" in database) return openPostgres(database.url);
  const embedded = await openPglite(path.join(database.dataDir, "pgdata"));
  await applyMigrations(embedded);
  return embedded;
}

async function measureOn(
  database: BenchDatabase,
  groups: SearchGroup[],
  relevance: () => Promise<RelevanceReport>,
): Promise<SearchRun> {
  const cold = await measureCold(database, groups);
  const { explained, index } = await measureInProcess(await openInProcess(database), cold);
  process.stdout.write(`Relevance on the demo data (${database.name})... `);
  const report = await relevance();
  console.log(`success@5 ${(report.overall.successAt5 * 100).toFixed(1)}%`);
  return { database: database.name, cold, explained, index, relevance: report };
}

/** The search section on the embedded database, then on a throwaway PostgreSQL server. */
export async function measureSearch(groups: SearchGroup[]): Promise<SearchRun[]> {
  assertUnderRateLimit(groups);
  const embedded = await measureOn(
    { name: "PGlite", dataDir: BENCH_DATA_DIR },
    groups,
    measureRelevanceOnPglite,
  );
  const postgres = await withBenchPostgres((database, adminUrl) =>
    measureOn(database, groups, () => measureRelevanceOnPostgres(adminUrl)),
  );
  return [embedded, ...(postgres ? [postgres] : [])];
}
