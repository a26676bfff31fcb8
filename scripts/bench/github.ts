import fs from "node:fs";
import path from "node:path";
import { openPglite } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrations";
import { selectRows } from "@/lib/db/rows";
import { syncRepositoryRows } from "@/lib/github/repositories";
import { startDemoGitHubStandIn } from "@/tests/fixtures/github-demo-stand-in";
import { sql } from "drizzle-orm";
import { measureCold, type ColdRow } from "./cold";
import { COLD_REQUESTS, WARMUP_REQUESTS, type ColdGroup } from "./cold-paths";
import { BENCH_DATA_DIR } from "./data";
import { runWatchedScript, type WatchedRun } from "./watched-script";

// The open-source figures on the large data: a full sweep of every repository against the
// stand-in GitHub API, run as operators run it from cron (npm run sync:github, one process,
// repositories only), then a second sweep of the same repositories (ETags: 304s), then company
// pages with their sparklines and the growth page, cold. On a copy of the benchmark database,
// which the sweep fills with figures the other sections do not expect.

export const BENCH_GITHUB_DIR = ".data/bench-github";

export type SweepRun = WatchedRun & { requests: number; notModified: number };

export type GitHubBench = {
  repositories: number;
  first: SweepRun;
  second: SweepRun;
  cold: ColdRow[];
};

/** Runs `npm run sync:github` on the copy in one Node process, watching its peak memory. */
function sweepOnce(apiUrl: string, intervalHours: string) {
  return runWatchedScript("scripts/sync-github.ts", ["--repositories-only"], {
    DATA_DIR: BENCH_GITHUB_DIR,
    DATABASE_URL: "",
    GITHUB_API_URL: apiUrl,
    GITHUB_TOKEN: "",
    GITHUB_SYNC_INTERVAL_HOURS: intervalHours,
    SAFE_FETCH_ALLOW_LOOPBACK: "true",
    NEXTAUTH_URL: "http://localhost:3000",
  });
}

// The repositories of the copy (one per GitHub project), and 100 companies with figures.
async function prepareCopy(): Promise<{ names: string[]; companies: string[] }> {
  fs.rmSync(BENCH_GITHUB_DIR, { recursive: true, force: true });
  fs.cpSync(BENCH_DATA_DIR, BENCH_GITHUB_DIR, { recursive: true, dereference: true });
  const database = await openPglite(path.join(BENCH_GITHUB_DIR, "pgdata"));
  try {
    await applyMigrations(database);
    await syncRepositoryRows(database.db);
    const names = await selectRows<{ name: string }>(
      database.db,
      sql`select owner || '/' || name as name from repository order by id`,
    );
    const companies = await selectRows<{ shortname: string }>(
      database.db,
      sql`select shortname from organization o where published and not is_dummy
        and exists (select 1 from organizationproject op join repository r on r.project_id = op.project_id
                    where op.organization_id = o.id)
        order by md5(shortname) limit ${COLD_REQUESTS + WARMUP_REQUESTS}`,
    );
    return {
      names: names.map((row) => row.name),
      companies: companies.map((row) => row.shortname),
    };
  } finally {
    await database.close();
  }
}

/** The whole GitHub section: two sweeps, then the pages that show their figures, cold. */
export async function measureGitHub(): Promise<GitHubBench> {
  const { names, companies } = await prepareCopy();
  console.log(`GitHub: sweeping ${names.length} repositories against the stand-in...`);
  // Budget enough for the whole sweep: what is measured is our side; GitHub's hourly budget
  // is reported as the time it would take.
  const standIn = await startDemoGitHubStandIn({ names, budget: 10_000_000 });
  const run = async (intervalHours: string): Promise<SweepRun> => {
    standIn.state.log.length = 0;
    const result = await sweepOnce(standIn.url, intervalHours);
    const { log } = standIn.state;
    const notModified = log.filter((logged) => logged.status === 304).length;
    console.log(`  ${result.output.split("\n").at(-1)} in ${result.seconds.toFixed(1)} s`);
    return { ...result, requests: log.length, notModified };
  };
  let first: SweepRun;
  let second: SweepRun;
  try {
    // A short interval makes every repository due again for the second sweep.
    first = await run("0.0001");
    second = await run("24");
  } finally {
    await standIn.close();
  }
  const pages = companies.map((shortname) => `/organizations/${encodeURIComponent(shortname)}`);
  const groups: ColdGroup[] = [
    {
      label: "company with sparklines",
      search: false,
      paths: pages.slice(WARMUP_REQUESTS),
      warmup: pages.slice(0, WARMUP_REQUESTS),
    },
    // One URL: its warm-up is the company pages', which read the same tables first.
    {
      label: "growth page",
      search: false,
      paths: ["/growth"],
      warmup: ["/about"],
    },
  ];
  const cold = await measureCold({ name: "PGlite", dataDir: BENCH_GITHUB_DIR }, groups);
  return { repositories: names.length, first, second, cold };
}
