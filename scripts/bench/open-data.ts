import { requestEach, type ColdMeasurement } from "./cold-measure";
import { BENCH_DATA_DIR } from "./data";
import { measureLighthouse, type LighthouseResult } from "./lighthouse";
import type { Measurement } from "./measure";
import {
  downloadCompaniesJson,
  walkCursor,
  type CursorWalk,
  type DataDownload,
} from "./open-data-walk";
import type { OpenDataPaths } from "./open-data-paths";
import { withBenchPostgres } from "./postgres";
import { loadEach } from "./scale-load";
import {
  assertRunning,
  freePort,
  startNextServer,
  startPlainServer,
  stopServer,
  waitUntilAnswering,
  type BenchDatabase,
  type ChildServer,
} from "./servers";

/** What the section measured on one database; a part left out answered 404 (not built). */
export type OpenDataRun = {
  database: string;
  cold: { label: string; limitMs: number; result: ColdMeasurement }[];
  walk: CursorWalk | null;
  statsColdMs: number | null;
  statsCached: { plain: Measurement; stats: Measurement } | null;
  data: DataDownload | null;
  /** Lighthouse on /stats, a company page with charts and the home page (PGlite only). */
  lighthouse: LighthouseResult[];
  /** Why Lighthouse could not run (npx without the registry, no Chromium), if it could not. */
  lighthouseFailure: string | null;
  missing: string[];
};

const READY_TIMEOUT_MS = 120_000;
const ms = (value: number) => `${value.toFixed(1)} ms`;

// Whether `path` is served at all: a part of the site that answers 404 is reported missing.
async function available(server: ChildServer, path: string): Promise<boolean> {
  const response = await fetch(server.url + path, { method: "GET", redirect: "manual" });
  await response.arrayBuffer();
  return response.status !== 404;
}

async function measureCold(server: ChildServer, paths: OpenDataPaths, run: OpenDataRun) {
  const groups = [
    { label: "API company list", limitMs: 60, urls: paths.plainLists },
    { label: "API company list, filtered", limitMs: 60, urls: paths.filteredLists },
    { label: "API company detail", limitMs: 40, urls: paths.details },
  ];
  // The database's caches warm up on other endpoints first, each route's code on other URLs
  // of its own.
  await requestEach(server.url, ["/api/v1/tags", "/api/v1/people"], 1);
  for (const group of groups) {
    process.stdout.write(`Cold ${group.label} on ${run.database}, 1 client... `);
    await requestEach(server.url, group.urls.warmup, 1);
    const result = await requestEach(server.url, group.urls.paths, 1);
    assertRunning(server);
    console.log(`p50 ${ms(result.p50)}, p95 ${ms(result.p95)}`);
    run.cold.push({ label: group.label, limitMs: group.limitMs, result });
  }
  process.stdout.write(`Cursor walk of /api/v1/companies on ${run.database}... `);
  run.walk = await walkCursor(server.url);
  console.log(`${run.walk.requests} requests, ${run.walk.rows} rows, ${ms(run.walk.ms)}`);
}

// The first request of /stats renders it from the database: it is both the measurement and the
// check that the page exists. As in the cold section, another page first loads the code every
// page shares (the layout, the renderer), so that the time is the page's own.
async function measureStats(server: ChildServer, run: OpenDataRun) {
  await requestEach(server.url, ["/about"], 1);
  const started = performance.now();
  const response = await fetch(`${server.url}/stats`, { redirect: "manual" });
  await response.arrayBuffer();
  if (response.status === 404) {
    console.log(`/stats on ${run.database}: not available (404 at /stats)`);
    run.missing.push("/stats");
    return;
  }
  run.statsColdMs = performance.now() - started;
  console.log(`Cold /stats on ${run.database}: ${ms(run.statsColdMs)} (${response.status})`);
  const plain = startPlainServer(await freePort());
  try {
    await waitUntilAnswering(plain, 10_000);
    const [baseline] = await loadEach(plain.url, [{ label: "plain server", path: "/" }]);
    const [stats] = await loadEach(server.url, [{ label: "stats (cached)", path: "/stats" }]);
    run.statsCached = { plain: baseline.result, stats: stats.result };
  } finally {
    await stopServer(plain);
  }
}

// A first download loads the route's code and fills the database's caches: the second one
// is measured, so that its memory is the download's own.
async function measureData(server: ChildServer, run: OpenDataRun) {
  process.stdout.write(`Download /data/companies.json on ${run.database} (twice)... `);
  await downloadCompaniesJson(server);
  run.data = await downloadCompaniesJson(server);
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  console.log(
    `${mb(run.data.bytes)} in ${ms(run.data.ms)}, server RSS peak ${mb(run.data.rssPeak)}`,
  );
}

// What a browser measures does not depend on the database (the pages are cached): run on one.
// The home page is loaded once, for the JavaScript it starts with.
async function measureBrowser(server: ChildServer, paths: OpenDataPaths, run: OpenDataRun) {
  const charted = paths.chartCompany ? [{ label: "company page", path: paths.chartCompany }] : [];
  try {
    run.lighthouse = [
      ...(await measureLighthouse(server.url, [{ label: "stats", path: "/stats" }, ...charted])),
      ...(await measureLighthouse(server.url, [{ label: "home", path: "/" }], 1)),
    ];
  } catch (error) {
    run.lighthouseFailure = (error as Error).message.split("\n")[0];
    console.log(`could not run: ${run.lighthouseFailure}`);
  }
}

/** The section on one database: a fresh server, so that every first request is cold. */
async function measureOn(
  database: BenchDatabase,
  paths: OpenDataPaths,
  browser = false,
): Promise<OpenDataRun> {
  const run: OpenDataRun = {
    database: database.name,
    cold: [],
    walk: null,
    statsColdMs: null,
    statsCached: null,
    data: null,
    lighthouse: [],
    lighthouseFailure: null,
    missing: [],
  };
  const server = startNextServer(await freePort(), database);
  try {
    await waitUntilAnswering(server, READY_TIMEOUT_MS);
    // The list without parameters is none of the measured URLs (each names its limit).
    if (await available(server, "/api/v1/companies")) await measureCold(server, paths, run);
    else {
      console.log(`/api/v1 on ${database.name}: not available (404 at /api/v1/companies)`);
      run.missing.push("/api/v1");
    }
    await measureStats(server, run);
    if (await available(server, "/data")) await measureData(server, run);
    else {
      console.log(`/data on ${database.name}: not available (404 at /data)`);
      run.missing.push("/data");
    }
    if (browser && run.statsColdMs !== null) await measureBrowser(server, paths, run);
  } finally {
    await stopServer(server);
  }
  return run;
}

/**
 * The open-data section on the embedded database (with Lighthouse), then on a throwaway
 * PostgreSQL server.
 */
export async function measureOpenData(paths: OpenDataPaths): Promise<OpenDataRun[]> {
  const embedded = await measureOn({ name: "PGlite", dataDir: BENCH_DATA_DIR }, paths, true);
  const postgres = await withBenchPostgres((database) => measureOn(database, paths));
  return [embedded, ...(postgres ? [postgres] : [])];
}
