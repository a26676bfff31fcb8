import { hasNginx } from "../../tests/fixtures/nginx";
import { hasRedis, startRedis, type RedisServer } from "../../tests/fixtures/redis-server";
import { withBenchPostgres } from "./postgres";
import type { Check } from "./report";
import { measureFreshness, type FreshnessResult } from "./scale-freshness";
import { loadEach } from "./scale-load";
import { loadThroughRedisStop, type OutageResult } from "./scale-outage";
import {
  printFreshnessAndOutage,
  printScaleTable,
  printWhatTwoServersDo,
  scaleChecks,
  SCALE_CONFIGS,
  type ScaleConfig,
  type ScaleRow,
} from "./scale-report";
import { startScaleSite, type ScaleSite } from "./scale-site";
import type { BenchDatabase } from "./servers";
import type { Target } from "./targets";

// The scale section, on PostgreSQL with the large data: one server with the in-memory page
// cache, one with the cache in Redis, and two sharing Redis behind nginx, each loaded as the
// warm section loads one server; then, on the two, the freshness lag after a curator's write
// and a Redis stop under load.

export type ScaleResult = { rows: ScaleRow[]; freshness: FreshnessResult; outage: OutageResult };

async function loadConfig(config: ScaleConfig, site: ScaleSite, targets: Target[]) {
  console.log(`\n(${config}) ${SCALE_CONFIGS[config]}: ${site.url}`);
  const rows = await loadEach(site.url, targets);
  return rows.map((row): ScaleRow => ({ ...row, config }));
}

async function withSite<T>(
  start: () => Promise<ScaleSite>,
  task: (site: ScaleSite) => Promise<T>,
): Promise<T> {
  const site = await start();
  try {
    return await task(site);
  } finally {
    await site.stop();
  }
}

async function measureOn(
  database: BenchDatabase & { url: string },
  redis: RedisServer,
  targets: Target[],
  company: string,
): Promise<ScaleResult> {
  const rows = [
    ...(await withSite(
      () => startScaleSite(database, 1),
      (site) => loadConfig("a", site, targets),
    )),
    ...(await withSite(
      () => startScaleSite(database, 1, redis.url),
      (site) => loadConfig("b", site, targets),
    )),
  ];
  return withSite(
    () => startScaleSite(database, 2, redis.url),
    async (site) => {
      rows.push(...(await loadConfig("c", site, targets)));
      process.stdout.write(`\nFreshness: writing the city of ${company} through server a... `);
      const freshness = await measureFreshness(site, database.url, company);
      const outage = await loadThroughRedisStop(site, targets, redis);
      return { rows, freshness, outage };
    },
  );
}

/**
 * Runs the scale section on a throwaway PostgreSQL and redis-server; `company` is the shortname
 * written to by the freshness run. Null, having said why, when the machine lacks a part.
 */
export async function measureScale(targets: Target[], company: string) {
  if (!hasRedis() || !hasNginx()) {
    console.log("No redis-server or nginx (.ci/run installs them): the scale section skipped.");
    return null;
  }
  return withBenchPostgres(async (database) => {
    if (!("url" in database)) throw new Error("The scale section runs on PostgreSQL.");
    const redis = await startRedis();
    // Ctrl-C and uncaught errors end in process.exit: stop redis-server on the way out too.
    const stopOnExit = () => void redis.stop();
    process.once("exit", stopOnExit);
    try {
      return await measureOn(database, redis, targets, company);
    } finally {
      process.off("exit", stopOnExit);
      await redis.stop();
    }
  });
}

/** Prints the section's figures and answers its checks. */
export function reportScale({ rows, freshness, outage }: ScaleResult): Check[] {
  printScaleTable(rows);
  printWhatTwoServersDo(rows);
  printFreshnessAndOutage(freshness, outage);
  return scaleChecks(rows, freshness, outage);
}
