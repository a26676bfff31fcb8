import os from "node:os";
import { percentile } from "./percentile";
import type { Check, Row } from "./report";
import type { FreshnessResult } from "./scale-freshness";
import type { OutageResult } from "./scale-outage";
import { printAligned } from "./print-table";

export const SCALE_CONFIGS = {
  a: "1 server, cache in memory",
  b: "1 server, cache in Redis",
  c: "2 servers behind nginx, Redis",
} as const;
export type ScaleConfig = keyof typeof SCALE_CONFIGS;
export type ScaleRow = Row & { config: ScaleConfig };

// Limits of the Redis-backed configurations' cached pages, against one server's in-memory
// cache. The search is held to its render budget in the warm section: shown here, not checked.
const MIN_SHARE_OF_MEMORY = 80;
const MAX_CACHED_P95_MS = 50;
const MAX_FRESHNESS_P95_MS = 10_000;
const UNCHECKED = new Set(["search"]);

const fixed = (value: number, digits = 1) => value.toFixed(digits);

const memoryRow = (rows: ScaleRow[], row: Row) =>
  rows.find(({ config, target }) => config === "a" && target.label === row.target.label);

const shareOfMemory = (rows: ScaleRow[], row: ScaleRow) =>
  (row.result.requestsPerSecond / (memoryRow(rows, row)?.result.requestsPerSecond ?? NaN)) * 100;

/** One line per target and configuration: req/s, p50, p95, share of (a), non-2xx, errors. */
export function printScaleTable(rows: ScaleRow[]) {
  console.log("\nScale: each configuration loaded as the warm section loads one server");
  for (const [key, label] of Object.entries(SCALE_CONFIGS)) console.log(`  (${key}) ${label}`);
  console.log("");
  const header = ["target", "config", "req/s", "p50 ms", "p95 ms", "vs (a)", "non-2xx", "errors"];
  const ordered = [...rows].sort(
    (x, y) => rows.indexOf(memoryRow(rows, x)!) - rows.indexOf(memoryRow(rows, y)!),
  );
  const lines = ordered.map((row) => [
    row.target.label,
    `(${row.config})`,
    fixed(row.result.requestsPerSecond),
    fixed(row.result.p50),
    fixed(row.result.p95),
    `${fixed(shareOfMemory(rows, row))}%`,
    String(row.result.non2xx),
    String(row.result.errors),
  ]);
  printAligned(header, lines, new Set([0, 1]));
}

/** Prints the freshness lags and the Redis stop's figures. */
export function printFreshnessAndOutage(freshness: FreshnessResult, outage: OutageResult) {
  const { lagsMs, unseen } = freshness;
  const seconds = (ms: number) => `${fixed(ms / 1000, 2)} s`;
  console.log(
    `\nFreshness lag (commit to both servers serving the new value), ${lagsMs.length} writes: ` +
      `p50 ${seconds(percentile(lagsMs, 50))}, p95 ${seconds(percentile(lagsMs, 95))}, ` +
      `max ${seconds(Math.max(0, ...lagsMs))}${unseen ? `; ${unseen} never seen within 60 s` : ""}`,
  );
  console.log(`\nRedis stopped for ${seconds(outage.downForMs)} under load through nginx:`);
  const lines = outage.rows.map(({ target, result }) =>
    [target.label, fixed(result.requestsPerSecond), fixed(result.p50), fixed(result.p95)].concat(
      [result.responses, result.non2xx, result.errors].map(String),
    ),
  );
  const header = ["target", "req/s", "p50 ms", "p95 ms", "responses", "non-2xx", "errors"];
  printAligned(header, lines, new Set([0]));
  for (const { name, lost, regained } of outage.logged) {
    console.log(
      `  server ${name}: ${lost ? "logged losing Redis" : "logged no loss of Redis"}, ` +
        `${regained ? "and regaining it" : "and no reconnection"}`,
    );
  }
}

/** What two instances do here, and why, in the figures of this run. */
export function printWhatTwoServersDo(rows: ScaleRow[]) {
  const shares = rows
    .filter((row) => row.config === "c" && !UNCHECKED.has(row.target.label))
    .map((row) => shareOfMemory(rows, row));
  const mean = shares.reduce((sum, share) => sum + share, 0) / Math.max(1, shares.length);
  console.log(
    `\nTwo servers behind nginx served ${fixed(mean)}% of one server's throughput on the cached ` +
      `pages (mean over targets). This machine has ${os.cpus().length} CPU cores, shared by both ` +
      `Node processes, nginx, Redis, PostgreSQL and the load generator: a cached page costs ` +
      `well under a millisecond of CPU, so a second instance brings no spare core to spend, ` +
      `and nginx adds a hop. What the second instance brings is a server to fail over to and ` +
      `pages rendered once for both through Redis, not throughput; that needs more cores or ` +
      `machines.`,
  );
}

const isClean = ({ result }: Row) =>
  result.responses > 0 && result.non2xx === 0 && result.errors === 0;

/** The scale targets: Redis-backed cached pages, freshness lag, no failure during the stop. */
export function scaleChecks(
  rows: ScaleRow[],
  freshness: FreshnessResult,
  outage: OutageResult,
): Check[] {
  // The target is the cost of the shared cache: one server with Redis against one in memory.
  // Two servers on two cores are reported, not checked (see printWhatTwoServersDo).
  const checks: Check[] = rows
    .filter((row) => row.config === "b" && !UNCHECKED.has(row.target.label))
    .map((row) => {
      const share = shareOfMemory(rows, row);
      return {
        name:
          `(${row.config}) ${row.target.label}: req/s >= ${MIN_SHARE_OF_MEMORY}% of (a) and ` +
          `p95 <= ${MAX_CACHED_P95_MS} ms`,
        pass: isClean(row) && share >= MIN_SHARE_OF_MEMORY && row.result.p95 <= MAX_CACHED_P95_MS,
        detail: `${fixed(share)}%, p95 ${fixed(row.result.p95)} ms${isClean(row) ? "" : ", with failed requests"}`,
      };
    });
  for (const row of rows.filter((row) => !isClean(row))) {
    checks.push({
      name: `(${row.config}) ${row.target.label}: every response 2xx`,
      pass: false,
      detail: `${row.result.non2xx} non-2xx, ${row.result.errors} errors`,
    });
  }
  const p95 = percentile(freshness.lagsMs, 95);
  checks.push({
    name: `freshness lag p95 <= ${MAX_FRESHNESS_P95_MS / 1000} s`,
    pass: freshness.unseen === 0 && freshness.lagsMs.length > 0 && p95 <= MAX_FRESHNESS_P95_MS,
    detail: `p95 ${fixed(p95 / 1000, 2)} s over ${freshness.lagsMs.length} writes, ${freshness.unseen} unseen`,
  });
  const failed = outage.rows.reduce((sum, { result }) => sum + result.non2xx + result.errors, 0);
  const answered = outage.rows.reduce((sum, { result }) => sum + result.responses, 0);
  checks.push({
    name: "no request failed while Redis was stopped (non-2xx 0, errors 0)",
    pass: failed === 0 && answered > 0,
    detail: `${answered} responses, ${failed} failed`,
  });
  return checks;
}
