import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export const BENCH_DATA_DIR = ".data/bench";
const SEED_ARGS = ["scripts/db-seed-large.ts", "--companies", "10000", "--headlines", "100000"];

/** Creates the benchmark database (demo data + generated rows, about 40 s) unless it exists. */
export async function ensureBenchData(): Promise<void> {
  if (fs.existsSync(path.join(BENCH_DATA_DIR, "pgdata", "PG_VERSION"))) {
    console.log(`Using the benchmark database in ${BENCH_DATA_DIR}.`);
    return;
  }
  console.log(`Creating the benchmark database in ${BENCH_DATA_DIR}: tsx ${SEED_ARGS.join(" ")}`);
  const child = spawn("node_modules/.bin/tsx", SEED_ARGS, {
    stdio: "inherit",
    env: { ...process.env, DATA_DIR: BENCH_DATA_DIR, DATABASE_URL: "" },
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (exitCode) => resolve(exitCode));
  });
  if (code !== 0) throw new Error(`Seeding the benchmark database failed (exit code ${code}).`);
}
