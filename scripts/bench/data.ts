import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export const BENCH_DATA_DIR = ".data/bench";

/** How many companies and headlines the generator adds to the demo data. */
export type SeedSize = { companies: number; headlines: number };
export const LARGE_SEED: SeedSize = { companies: 10_000, headlines: 100_000 };

const seedArgs = ({ companies, headlines }: SeedSize) => [
  "scripts/db-seed-large.ts",
  "--companies",
  `${companies}`,
  "--headlines",
  `${headlines}`,
];
const SEED_ARGS = seedArgs(LARGE_SEED);

/** Runs a TypeScript script with tsx; fails naming `what` unless it exits with 0. */
async function runTsx(what: string, args: string[], env: Record<string, string>): Promise<void> {
  const child = spawn(
    "node_modules/.bin/tsx",
    ["--import", "./scripts/outside-next/register.mjs", ...args],
    {
      stdio: "inherit",
      env: { ...process.env, ...env },
    },
  );
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (exitCode) => resolve(exitCode));
  });
  if (code !== 0) throw new Error(`${what} failed (exit code ${code}).`);
}

/** Creates the benchmark database (demo data + generated rows, about 40 s) unless it exists. */
export async function ensureBenchData(): Promise<void> {
  if (fs.existsSync(path.join(BENCH_DATA_DIR, "pgdata", "PG_VERSION"))) {
    console.log(`Using the benchmark database in ${BENCH_DATA_DIR}.`);
    return;
  }
  console.log(`Creating the benchmark database in ${BENCH_DATA_DIR}: tsx ${SEED_ARGS.join(" ")}`);
  const env = { DATA_DIR: BENCH_DATA_DIR, DATABASE_URL: "" };
  await runTsx("Seeding the benchmark database", SEED_ARGS, env);
}

/** Fills an empty PostgreSQL database with the same data, through the npm scripts' own code. */
export async function seedPostgres(url: string, size = LARGE_SEED): Promise<void> {
  const env = { DATABASE_URL: url };
  await runTsx("Migrating PostgreSQL", ["scripts/db-migrate.ts"], env);
  await runTsx("Seeding PostgreSQL with the demo data", ["scripts/db-seed.ts"], env);
  await runTsx("Seeding PostgreSQL with the generated data", seedArgs(size), env);
}
