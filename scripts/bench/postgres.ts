import { openPostgres } from "@/lib/db/client";
import { postgresBinaries, startPostgresCluster } from "../../tests/fixtures/postgres-cluster";
import { LARGE_SEED, seedPostgres } from "./data";
import type { BenchDatabase } from "./servers";

/**
 * Runs `task` on a throwaway PostgreSQL server holding the benchmark data (the large seed
 * unless `size` says otherwise), then stops and removes the server. The task also gets the
 * server's admin URL, to create databases of its own. Without server binaries it says so and
 * returns null.
 */
export async function withBenchPostgres<T>(
  task: (database: BenchDatabase, adminUrl: string) => Promise<T>,
  size = LARGE_SEED,
): Promise<T | null> {
  const bin = postgresBinaries();
  if (!bin) {
    console.log("No PostgreSQL server binaries (/usr/lib/postgresql/*/bin): PostgreSQL skipped.");
    return null;
  }
  const cluster = await startPostgresCluster(bin);
  // Ctrl-C and uncaught errors end in process.exit: stop the server on the way out too.
  const stopOnExit = () => cluster.stop();
  process.once("exit", stopOnExit);
  try {
    const admin = await openPostgres(cluster.adminUrl);
    await admin.db.execute("create database bench");
    await admin.close();
    const url = cluster.adminUrl.replace(/\/postgres$/, "/bench");
    console.log(`Seeding a throwaway PostgreSQL ${cluster.version} server (${url})...`);
    await seedPostgres(url, size);
    return await task({ name: `PostgreSQL ${cluster.version}`, url }, cluster.adminUrl);
  } finally {
    process.off("exit", stopOnExit);
    cluster.stop();
  }
}
