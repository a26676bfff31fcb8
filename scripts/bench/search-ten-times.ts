import { measureCold, type ColdRow } from "./cold";
import type { SeedSize } from "./data";
import { withBenchPostgres } from "./postgres";
import type { Check } from "./report";
import { openInProcess } from "./search";
import { explainSlowest, type ExplainedStatement } from "./search-explain";
import type { SearchGroup } from "./search-queries";
import { printExplained, reportFigures, searchColdFigures } from "./search-report";

// The suggestions at ten times the large seed, on PostgreSQL only (seeding takes long: only
// with BENCH_SEARCH_TEN_TIMES=1): 1 client, and the plan of the slowest query's costliest read.

export const TEN_TIMES: SeedSize = { companies: 100_000, headlines: 1_000_000 };
const SUGGESTIONS_P95_MS = { 1: 60 };

export type TenTimesRun = { rows: ColdRow<SearchGroup>[]; explained: ExplainedStatement };

/** The suggestions' cold figures on a throwaway PostgreSQL at ten times the data; null without one. */
export async function measureTenTimes(groups: SearchGroup[]): Promise<TenTimesRun | null> {
  // The queries of the large seed are real here too: the generator's first rows are the same.
  const suggestions = groups
    .filter((group) => group.route === "suggestions")
    .map((group) => ({ ...group, p95Ms: SUGGESTIONS_P95_MS }));
  return withBenchPostgres(async (database) => {
    const rows = await measureCold(database, suggestions, [1]);
    const inProcess = await openInProcess(database);
    try {
      return { rows, explained: await explainSlowest(inProcess, rows[0].result.slowest) };
    } finally {
      await inProcess.close();
    }
  }, TEN_TIMES);
}

/** Prints the figures beside their target and the slowest query's plan; the checks. */
export function reportTenTimes({ rows, explained }: TenTimesRun): Check[] {
  const { companies, headlines } = TEN_TIMES;
  console.log(
    `\nSearch at ten times the large seed (${companies} generated companies, ${headlines} ` +
      `headlines), PostgreSQL\n`,
  );
  const checks = reportFigures(searchColdFigures(rows));
  printExplained(explained);
  return checks;
}
