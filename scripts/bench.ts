// npm run bench - measures the public pages of the production build on the large generated
// data set: warm (cached pages under load, against a bare Node http server on the same
// machine) and cold (first visits of distinct URLs, on PGlite and on PostgreSQL), then
// the admin operations in-process, then the site on several servers (one server with the page
// cache in memory or in Redis, two behind nginx: throughput, freshness after a write, a Redis
// stop; PostgreSQL, redis-server and nginx needed), and checks the targets.
// Then the open data (API, /stats, /data downloads) on both databases, then the search
// (suggestions, /search and the list's search cold, a save's added cost, the index rebuild,
// relevance) on both databases; BENCH_SEARCH_TEN_TIMES=1 adds PostgreSQL at ten times the data.
// Then the open-source figures: two GitHub sweeps of every repository against a stand-in API,
// and the pages that show them, cold.
// Then the news sources: 200 feeds polled twice against a stand-in, and the dedupe check's cost.
// Then the MCP server: its search and get_company beside the API's answers, 1 and 4 clients.
// Then the README badges, cold and cached.
// Then the landing pages (home, companies, a company, a comparison) through Lighthouse, mobile,
// in both themes.
// `npm run bench -- --only warm` (or cold, admin, scale, open-data, search, github, news, mcp,
// badges, landing) runs one section.
import fs from "node:fs";
import os from "node:os";
import { parseArgs } from "node:util";
import { measureAdmin, reportAdmin } from "./bench/admin";
import { measureBadges } from "./bench/badges";
import { reportBadges } from "./bench/badges-report";
import { measureBatch } from "./bench/batch";
import { measureColdEverywhere, type ColdRow } from "./bench/cold";
import { COLD_REQUESTS } from "./bench/cold-paths";
import { coldChecks, printColdTable } from "./bench/cold-report";
import { ensureBenchData, BENCH_DATA_DIR } from "./bench/data";
import { measureGitHub } from "./bench/github";
import { reportGitHub } from "./bench/github-report";
import { measureLanding, reportLanding } from "./bench/landing";
import { measureMcp } from "./bench/mcp";
import { reportMcp } from "./bench/mcp-report";
import { measureNews } from "./bench/news";
import { reportNews } from "./bench/news-report";
import { measureOpenData } from "./bench/open-data";
import { pickOpenDataPaths } from "./bench/open-data-paths";
import { reportOpenData } from "./bench/open-data-report";
import { checkTargets, printChecks, printTable, type Check, type Row } from "./bench/report";
import {
  freePort,
  startNextServer,
  startPlainServer,
  stopAll,
  waitUntilAnswering,
  type ChildServer,
} from "./bench/servers";
import { measureScale, reportScale } from "./bench/scale";
import { measureSearch } from "./bench/search";
import { pickSearchQueries } from "./bench/search-queries";
import { reportSearch } from "./bench/search-report";
import { measureTenTimes, reportTenTimes } from "./bench/search-ten-times";
import { loadEach } from "./bench/scale-load";
import { pickTargets, type Target } from "./bench/targets";

const READY_TIMEOUT_MS = 120_000;

async function startServers(): Promise<{ plain: ChildServer; next: ChildServer }> {
  const plain = startPlainServer(await freePort());
  const next = startNextServer(await freePort(), { name: "PGlite", dataDir: BENCH_DATA_DIR });
  console.log(`Starting the plain server (${plain.url}) and next start (${next.url})...`);
  await waitUntilAnswering(plain, 10_000);
  await waitUntilAnswering(next, READY_TIMEOUT_MS);
  return { plain, next };
}

async function measureWarm(targets: Target[]): Promise<Row[]> {
  const { plain, next } = await startServers();
  const rows = [
    ...(await loadEach(plain.url, [{ label: "plain server", path: "/" }])),
    ...(await loadEach(next.url, targets)),
  ];
  await stopAll();
  return rows;
}

function reportWarm(rows: Row[]): Check[] {
  const baseline = rows[0].result;
  console.log(`\nWarm: 10 connections, 3 s warm-up then 10 s per target, one target at a time\n`);
  printTable(rows, baseline);
  return checkTargets(rows, baseline);
}

function reportCold(rows: ColdRow[]): Check[] {
  console.log(
    `\nCold: ${COLD_REQUESTS} distinct URLs per group, each the first request of its page on a ` +
      `freshly started server (empty page cache)\n`,
  );
  printColdTable(rows);
  return coldChecks(rows);
}

// The shortname of the company page the warm section loads, which the scale section writes to.
function companyOf(targets: Target[]): string {
  const path = targets.find((target) => target.label === "company")!.path;
  return decodeURIComponent(path.slice("/organizations/".length));
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { only: { type: "string" } } });
  const sections = [
    "warm",
    "cold",
    "admin",
    "scale",
    "open-data",
    "search",
    "github",
    "news",
    "mcp",
    "badges",
    "landing",
  ];
  if (values.only && !sections.includes(values.only)) {
    throw new Error(`--only takes ${sections.join(", ")}.`);
  }
  const runs = (section: string) => !values.only || values.only === section;
  if (!fs.existsSync(".next/BUILD_ID")) {
    throw new Error("No production build (.next/BUILD_ID is missing): run npm run build first.");
  }
  const loadAtStart = os.loadavg()[0];
  await ensureBenchData();
  const { targets, cold, companies, headlines } = await pickTargets();
  const warmRows = runs("warm") ? await measureWarm(targets) : [];
  const coldRows = runs("cold") ? await measureColdEverywhere(cold) : [];
  // In-process, once the servers (which hold the embedded database) are stopped.
  const adminTimings = runs("admin") ? [...(await measureAdmin()), ...(await measureBatch())] : [];
  const scale = runs("scale") ? await measureScale(targets, companyOf(targets)) : null;
  const openPaths = runs("open-data") ? await pickOpenDataPaths() : null;
  const openData = openPaths ? await measureOpenData(openPaths) : null;
  const searchQueries = runs("search") ? await pickSearchQueries() : null;
  const search = searchQueries ? await measureSearch(searchQueries.groups) : null;
  // Seeding ten times the data takes long: only when asked for.
  const tenTimes =
    searchQueries && process.env.BENCH_SEARCH_TEN_TIMES === "1"
      ? await measureTenTimes(searchQueries.groups)
      : null;
  const github = runs("github") ? await measureGitHub() : null;
  const news = runs("news") ? await measureNews() : null;
  const mcp = runs("mcp") ? await measureMcp() : null;
  const badges = runs("badges") ? await measureBadges() : null;
  const landing = runs("landing") ? await measureLanding(companyOf(targets)) : null;

  console.log(
    `\nMachine: ${os.cpus().length} CPU cores, Node ${process.version}, ${os.platform()} ${os.release()}`,
  );
  // Other work on the machine skews every figure: say how busy it was.
  const load = [loadAtStart, os.loadavg()[0]].map((value) => value.toFixed(1));
  console.log(`Load average (1 min): ${load[0]} at the start, ${load[1]} at the end`);
  console.log(`Data: ${companies} companies, ${headlines} headlines (${BENCH_DATA_DIR})`);
  const checks = [
    ...(warmRows.length ? reportWarm(warmRows) : []),
    ...(coldRows.length ? reportCold(coldRows) : []),
    ...(adminTimings.length ? reportAdmin(adminTimings) : []),
    ...(scale ? reportScale(scale) : []),
    ...(openData && openPaths ? reportOpenData(openData, openPaths.published) : []),
    ...(search && searchQueries ? reportSearch(search, searchQueries.sources) : []),
    ...(tenTimes ? reportTenTimes(tenTimes) : []),
    ...(github ? reportGitHub(github) : []),
    ...(news ? reportNews(news) : []),
    ...(mcp ? reportMcp(mcp) : []),
    ...(badges ? reportBadges(badges) : []),
    ...(landing ? reportLanding(landing) : []),
  ];
  console.log("");
  printChecks(checks);

  const failed = checks.filter((check) => !check.pass);
  if (failed.length === 0) {
    console.log("\nAll targets met.");
    return 0;
  }
  console.log(`\nFAILED: ${failed.length} of ${checks.length} check(s) (see the FAIL lines).`);
  const dirty = warmRows.filter(({ result }) => result.non2xx > 0 || result.errors > 0);
  if (dirty.length) {
    const labels = dirty.map(({ target }) => target.label).join(", ");
    console.log(`Non-2xx responses or errors on: ${labels}.`);
  }
  return 1;
}

// Ctrl-C: the servers run in their own process groups, so they must be stopped here.
let interrupted = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (interrupted) return; // tsx may relay the same Ctrl-C a second time
    interrupted = true;
    console.error(`\nInterrupted (${signal}); stopping the servers.`);
    void stopAll().finally(() => process.exit(130));
  });
}

main().then(
  (code) => process.exit(code),
  async (error: Error) => {
    console.error(`Benchmark failed: ${error.message}`);
    await stopAll();
    process.exit(1);
  },
);
