import type { ColdGroup } from "./cold-paths";
import { requestEach, type ColdMeasurement } from "./cold-measure";
import { BENCH_DATA_DIR } from "./data";
import { withBenchPostgres } from "./postgres";
import {
  assertRunning,
  freePort,
  startNextServer,
  stopServer,
  waitUntilAnswering,
  type BenchDatabase,
} from "./servers";

export type ColdRow<G extends ColdGroup = ColdGroup> = {
  database: string;
  clients: number;
  group: G;
  result: ColdMeasurement;
};

export const COLD_CLIENTS = [1, 4];
const READY_TIMEOUT_MS = 120_000;

const ms = (value: number) => `${value.toFixed(1)} ms`;

/**
 * Requests every group's URLs on `database`, once with each number of clients. Each run
 * starts a new server, so its page cache is empty and every request renders from the
 * database; a few other URLs first load the code and warm the database's own caches.
 */
export async function measureCold<G extends ColdGroup>(
  database: BenchDatabase,
  groups: G[],
  clientCounts = COLD_CLIENTS,
) {
  const rows: ColdRow<G>[] = [];
  for (const clients of clientCounts) {
    const server = startNextServer(await freePort(), database);
    try {
      await waitUntilAnswering(server, READY_TIMEOUT_MS);
      await requestEach(
        server.url,
        groups.flatMap((group) => group.warmup),
        1,
      );
      for (const group of groups) {
        const label = `${group.label} on ${database.name}, ${clients} client(s)`;
        process.stdout.write(`Cold ${label}... `);
        const result = await requestEach(server.url, group.paths, clients);
        assertRunning(server);
        console.log(`p50 ${ms(result.p50)}, p95 ${ms(result.p95)}`);
        rows.push({ database: database.name, clients, group, result });
      }
    } finally {
      await stopServer(server);
    }
  }
  return rows;
}

/** The cold section on the embedded database, then on a throwaway PostgreSQL server if possible. */
export async function measureColdEverywhere(groups: ColdGroup[]): Promise<ColdRow[]> {
  const embedded = await measureCold({ name: "PGlite", dataDir: BENCH_DATA_DIR }, groups);
  const postgres = await withBenchPostgres((database) => measureCold(database, groups));
  return [...embedded, ...(postgres ?? [])];
}
