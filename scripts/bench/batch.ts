import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkBatchFile } from "@/lib/admin/batch/check-batch-file";
import { importBatch } from "@/lib/admin/batch/import-batch";
import { asAdminUser } from "@/lib/auth/admin-user";
import { openPglite, useDatabase, type Database } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrations";
import type { BatchKind } from "@/lib/domain/batch/batch-kinds";
import { toCsv } from "@/lib/domain/batch/csv-table";
import { HEADLINE_CSV_COLUMNS } from "@/lib/domain/batch/headlines-csv";

// The batch files of the figures, checked and imported in-process on a fresh embedded
// database (so that the benchmark data set stays as generated): 1,000 and 10,000 companies
// with 3 people, 2 projects and 5 tags each, and 10,000 headlines.

const ADMIN = asAdminUser("bench@example.com");
const range = (n: number, from = 0) => Array.from({ length: n }, (_, i) => i + from);
const TAGS = ["technology", "industry", "sector", "license", "technology"];

/** A JSON upload of `n` companies (3 people, 2 projects, 5 tags each), numbered from `from`. */
export const companiesFile = (n: number, from: number) =>
  JSON.stringify(
    range(n, from).map((i) => ({
      name: `Batch Bench ${i}`,
      description: `Company ${i} of the batch benchmark.`,
      city: "Berlin, Germany",
      year_founded: 2000 + (i % 25),
      total_funding: `${i % 500}M`,
      published: i % 2 === 0,
      websites: [`https://batch-bench-${i}.example.com`],
      key_people: range(3).map((p) => ({ name: `Bench Person ${i}-${p}`, is_founder: p === 0 })),
      projects: range(2).map((p) => ({
        name: `bench-${i}-${p}`,
        resources_url: `https://github.com/batch-bench-${i}/p${p}`,
      })),
      tags: TAGS.map((category, t) => ({ category, name: `Bench ${category} ${(i + t) % 40}` })),
    })),
  );

const headlinesFile = (n: number, companies: number) =>
  toCsv(
    HEADLINE_CSV_COLUMNS,
    range(n).map((i) => [
      `Batch Bench ${i % companies}`,
      "announcement",
      "2025-06-01",
      `https://news.example.com/bench/${i}`,
      `Headline ${i} of the batch benchmark`,
      "",
    ]),
  );

// New companies and headlines are written set-based, a slice of items at a time.
export const BATCH_BENCH_SIZES = { small: 1000, large: 10_000, headlines: 10_000 };

export type BatchTiming = { label: string; p50: number; p95: number; target: number };

// One measured run (the figures are seconds of work, not repeated): p50 = p95 = that run.
async function once(
  label: string,
  target: number,
  run: () => Promise<unknown>,
): Promise<BatchTiming> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  await run();
  const ms = performance.now() - started;
  const { user, system } = process.cpuUsage(cpu);
  // The process's CPU time tells what the work costs when other jobs share the machine.
  const cpuSeconds = (user + system) / 1e6;
  console.log(`Batch: ${label} in ${(ms / 1000).toFixed(2)} s (${cpuSeconds.toFixed(2)} s of CPU)`);
  return { label, target, p50: ms, p95: ms };
}

// The embedded database answers without yielding to timers, so an interval would not fire
// during an import: memory is sampled at each event the import emits (one per slice of items).
let peakRss = 0;
const sampleMemory = () => (peakRss = Math.max(peakRss, process.memoryUsage().rss));

async function checkAndImport(
  database: Database,
  kind: BatchKind,
  text: string,
  label: string,
  target: number,
) {
  const bytes = new TextEncoder().encode(text);
  const check = await once(`check ${label}`, target, () =>
    checkBatchFile(database.db, kind, bytes),
  );
  let outcome = "";
  const write = await once(`import ${label}`, target, () =>
    importBatch(ADMIN, kind, bytes, { fileName: "bench", skipProblems: false }, (event) => {
      sampleMemory();
      if (event.type === "done") outcome = event.summary.join(" ");
    }),
  );
  if (!/ 0 failed|Successfully imported/.test(outcome))
    throw new Error(`Bench import failed: ${outcome}`);
  return [check, write];
}

/** Measures checking and importing batch files, and the memory it takes. */
export async function measureBatch(sizes = BATCH_BENCH_SIZES) {
  // On disk like the server's database (in memory, its files would count as the import's).
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "coss-batch-bench-"));
  const database = await openPglite(dir);
  try {
    await applyMigrations(database);
    // eslint-disable-next-line react-hooks/rules-of-hooks -- not a hook: the process's database
    useDatabase(database);
    const idle = process.memoryUsage().rss;
    peakRss = idle;
    const { small, large, headlines } = sizes;
    // Each file is made just before its run, so that only one is in memory at a time; a size
    // of 0 leaves its run out.
    const runs: { kind: BatchKind; count: number; file: () => string; target: number }[] = [
      { kind: "companies-json", count: small, file: () => companiesFile(small, 0), target: 1000 },
      {
        kind: "companies-json",
        count: large,
        file: () => companiesFile(large, small),
        target: 10_000,
      },
      {
        kind: "headlines-csv",
        count: headlines,
        file: () => headlinesFile(headlines, small + large),
        target: 5000,
      },
    ];
    const timings: BatchTiming[] = [];
    for (const { kind, count, file, target } of runs.filter((run) => run.count > 0)) {
      const label =
        kind === "headlines-csv" ? `${count} headlines (CSV)` : `${count} companies (JSON)`;
      timings.push(...(await checkAndImport(database, kind, file(), label, target)));
    }
    const extraMb = (peakRss - idle) / 1024 / 1024;
    console.log(
      `\nBatch files: peak memory ${extraMb.toFixed(0)} MB above the process at the start (target under 300 MB)`,
    );
    return timings;
  } finally {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
