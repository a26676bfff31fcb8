import { median, printLighthouse, range, type LighthouseResult } from "./lighthouse";
import type { OpenDataRun } from "./open-data";
import { printAligned } from "./print-table";
import type { Check } from "./report";

const STATS_COLD_MS = 400;
const LIGHTHOUSE_PERFORMANCE = 95;
const fixed = (value: number) => value.toFixed(1);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function coldLines(runs: OpenDataRun[]): string[][] {
  return runs.flatMap(({ database, cold }) =>
    cold.map(({ label, limitMs, result }) => [
      database,
      label,
      fixed(result.p50),
      fixed(result.p95),
      `<= ${limitMs}`,
      String(result.failures.length),
    ]),
  );
}

function printRun(run: OpenDataRun) {
  const { database, walk, statsColdMs, statsCached, data, missing } = run;
  for (const part of missing) console.log(`${database}: ${part} not available (answered 404)`);
  if (walk) {
    console.log(
      `${database}: cursor walk of /api/v1/companies?limit=100: ${walk.requests} requests, ` +
        `${walk.rows} rows (${walk.repeated} repeated) in ${fixed(walk.ms / 1000)} s` +
        (walk.failure ? `, stopped: ${walk.failure}` : ""),
    );
  }
  if (statsColdMs !== null) {
    console.log(`${database}: /stats cold (first request) ${fixed(statsColdMs)} ms`);
  }
  if (statsCached) {
    const { plain, stats } = statsCached;
    console.log(
      `${database}: /stats cached ${fixed(stats.requestsPerSecond)} req/s, p95 ` +
        `${fixed(stats.p95)} ms (plain server ${fixed(plain.requestsPerSecond)} req/s)`,
    );
  }
  if (data) {
    console.log(
      `${database}: /data/companies.json ${mb(data.bytes)} in ${fixed(data.ms / 1000)} s ` +
        `(first byte ${fixed(data.firstByteMs)} ms); server RSS ${mb(data.rssBefore)} before, ` +
        `peak ${mb(data.rssPeak)} during (+${mb(data.rssPeak - data.rssBefore)})`,
    );
  }
}

function runChecks(run: OpenDataRun, published: number): Check[] {
  const { database, walk, statsColdMs, statsCached, data } = run;
  const checks: Check[] = run.cold.map(({ label, limitMs, result }) => ({
    name: `open data: cold ${label} on ${database}, 1 client: p95 <= ${limitMs} ms`,
    pass: result.p95 <= limitMs && result.failures.length === 0,
    detail:
      `p95 ${fixed(result.p95)} ms` +
      (result.failures.length ? `; ${result.failures.slice(0, 2).join("; ")}` : ""),
  }));
  if (walk) {
    checks.push({
      name: `open data: cursor walk on ${database} sees every published company once`,
      pass: walk.failure === null && walk.rows === published && walk.repeated === 0,
      detail: `${walk.rows} rows of ${published}, ${walk.repeated} repeated`,
    });
  }
  if (statsColdMs !== null) {
    checks.push({
      name: `open data: /stats cold on ${database} <= ${STATS_COLD_MS} ms`,
      pass: statsColdMs <= STATS_COLD_MS,
      detail: `${fixed(statsColdMs)} ms`,
    });
  }
  if (statsCached) {
    const { plain, stats } = statsCached;
    const share = (stats.requestsPerSecond / plain.requestsPerSecond) * 100;
    checks.push({
      name: `open data: /stats cached on ${database}: req/s >= 5% of plain server and p95 <= 100 ms`,
      pass: share >= 5 && stats.p95 <= 100 && stats.non2xx === 0 && stats.errors === 0,
      detail: `${fixed(share)}%, p95 ${fixed(stats.p95)} ms`,
    });
  }
  if (data) {
    checks.push({
      name: `open data: /data/companies.json on ${database} streams whole, 304 with its ETag`,
      pass: data.complete && data.notModified,
      detail: `${mb(data.bytes)}, ${data.notModified ? "304" : "no 304"}`,
    });
  }
  return checks;
}

// Performance and accessibility on /stats and the company page; /stats' scripts against home's.
function lighthouseChecks(results: LighthouseResult[]): Check[] {
  const home = results.find((result) => result.label === "home");
  const checks = results
    .filter((result) => result !== home)
    .flatMap((result) => [
      {
        name: `open data: Lighthouse performance on ${result.path}, median of ${result.performance.length} >= ${LIGHTHOUSE_PERFORMANCE}`,
        pass: median(result.performance) >= LIGHTHOUSE_PERFORMANCE,
        detail: range(result.performance),
      },
      {
        name: `open data: Lighthouse accessibility on ${result.path} = 100 in every run`,
        pass: result.accessibility.every((value) => value === 100),
        detail: result.accessibility.join(", "),
      },
    ]);
  const stats = results.find((result) => result.label === "stats");
  if (stats && home) {
    checks.push({
      name: "open data: /stats loads no more JavaScript than the home page",
      pass: stats.scriptBytes <= home.scriptBytes,
      detail: `${(stats.scriptBytes / 1024).toFixed(1)} KB against ${(home.scriptBytes / 1024).toFixed(1)} KB`,
    });
  }
  return checks;
}

/** Prints the section's figures with their targets, and answers its checks. */
export function reportOpenData(runs: OpenDataRun[], published: number): Check[] {
  console.log(
    `\nOpen data: first requests of distinct API URLs on a freshly started server, ` +
      `1 client; ${published} published companies\n`,
  );
  const lines = coldLines(runs);
  if (lines.length > 0) {
    printAligned(
      ["database", "group", "p50 ms", "p95 ms", "target", "failures"],
      lines,
      new Set([0, 1]),
    );
    console.log("");
  }
  runs.forEach(printRun);
  const lighthouse = runs.flatMap((run) => run.lighthouse);
  if (lighthouse.length > 0) printLighthouse(lighthouse);
  const failures = runs.flatMap(({ lighthouseFailure }) => lighthouseFailure ?? []);
  return [
    ...runs.flatMap((run) => runChecks(run, published)),
    ...lighthouseChecks(lighthouse),
    ...failures.map((detail) => ({ name: "open data: Lighthouse runs", pass: false, detail })),
  ];
}
