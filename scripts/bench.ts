// npm run bench - measures the public pages of the production build on the large generated
// data set, against a bare Node http server on the same machine, and checks the targets.
import fs from "node:fs";
import os from "node:os";
import { ensureBenchData, BENCH_DATA_DIR } from "./bench/data";
import { measure } from "./bench/measure";
import { checkTargets, printChecks, printTable, type Row } from "./bench/report";
import {
  freePort,
  startNextServer,
  startPlainServer,
  stopAll,
  waitUntilAnswering,
  type ChildServer,
} from "./bench/servers";
import { pickTargets, type Target } from "./bench/targets";

const READY_TIMEOUT_MS = 120_000;

async function startServers(): Promise<{ plain: ChildServer; next: ChildServer }> {
  const plain = startPlainServer(await freePort());
  const next = startNextServer(await freePort(), BENCH_DATA_DIR);
  console.log(`Starting the plain server (${plain.url}) and next start (${next.url})...`);
  await waitUntilAnswering(plain, 10_000);
  await waitUntilAnswering(next, READY_TIMEOUT_MS);
  return { plain, next };
}

async function measureAll(plain: ChildServer, next: ChildServer, targets: Target[]) {
  const rows: Row[] = [];
  const runs = [
    { server: plain, target: { label: "plain server", path: "/" } },
    ...targets.map((target) => ({ server: next, target })),
  ];
  // One after another: parallel runs would share the two cores and skew every figure.
  for (const { server, target } of runs) {
    process.stdout.write(`Measuring ${target.label} (${target.path})... `);
    const result = await measure(`${server.url}${target.path}`);
    console.log(`${result.requestsPerSecond.toFixed(1)} req/s, p95 ${result.p95.toFixed(1)} ms`);
    rows.push({ target, result });
  }
  return rows;
}

async function main(): Promise<number> {
  if (!fs.existsSync(".next/BUILD_ID")) {
    throw new Error("No production build (.next/BUILD_ID is missing): run npm run build first.");
  }
  await ensureBenchData();
  const { targets, companies, headlines } = await pickTargets();
  const { plain, next } = await startServers();
  const rows = await measureAll(plain, next, targets);
  await stopAll();

  const baseline = rows[0].result;
  console.log(
    `\nMachine: ${os.cpus().length} CPU cores, Node ${process.version}, ${os.platform()} ${os.release()}`,
  );
  console.log(`Data: ${companies} companies, ${headlines} headlines (${BENCH_DATA_DIR})`);
  console.log(`Load: 10 connections, 3 s warm-up then 10 s per target, one target at a time\n`);
  printTable(rows, baseline);
  console.log("");
  const checks = checkTargets(rows, baseline);
  printChecks(checks);

  const failed = checks.filter((check) => !check.pass);
  if (failed.length === 0) {
    console.log("\nAll targets met.");
    return 0;
  }
  const dirty = rows.filter(({ result }) => result.non2xx > 0 || result.errors > 0);
  console.log(`\nFAILED: ${failed.length} of ${checks.length} check(s) (see the FAIL lines).`);
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
