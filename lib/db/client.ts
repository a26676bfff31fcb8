import "server-only";
import fs from "node:fs";
import path from "node:path";
import type { PGlite, PGliteInterface as PGliteClient } from "@electric-sql/pglite";
import { env } from "@/lib/env";
import { isEmptyDatabase } from "./fresh";
import * as schema from "./schema";
import { lockDataDir } from "./lock";
import { applyMigrations, assertMigrated } from "./migrations";
import type { Database, Db } from "./types";
import { vacuumAnalyze } from "./vacuum-analyze";

export type { Database, Db, Driver } from "./types";

/** Opens PGlite in `dataDir`, or in memory when no directory is given. */
export async function openPglite(dataDir?: string): Promise<Database> {
  const [{ PGlite }, { PGLITE_OPTIONS }, { drizzle }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("./pglite-extensions.mjs"),
    import("drizzle-orm/pglite"),
  ]);
  const client = await PGlite.create(dataDir, PGLITE_OPTIONS);
  await client.exec(RANDOM_PAGE_COST);
  return wrapPglite(client, drizzle, dataDir ? `PGlite (${dataDir})` : "PGlite (in memory)");
}

// PGlite reads its files page by page through the system's file cache, so a page out of
// order costs about what the next one does; the default cost (4x) assumes a spinning
// disk and steers the planner from index scans to reading whole tables.
const RANDOM_PAGE_COST = "set random_page_cost = 1.1";

/** Opens PGlite in `dataDir` on a worker thread of its own (see lib/db/pglite-thread.ts). */
async function openPgliteThread(dataDir: string): Promise<Database> {
  const [{ startPgliteThread }, { drizzle }] = await Promise.all([
    import("./pglite-thread"),
    import("drizzle-orm/pglite"),
  ]);
  const client = startPgliteThread(dataDir);
  await client.exec(RANDOM_PAGE_COST);
  return wrapPglite(client as unknown as PGliteClient, drizzle, `PGlite (${dataDir})`);
}

/** A Database over an open PGlite client (tests clone one migrated template per worker). */
export async function pgliteDatabase(client: PGliteClient, label = "PGlite (in memory)") {
  const { drizzle } = await import("drizzle-orm/pglite");
  return wrapPglite(client, drizzle, label);
}

function wrapPglite(
  client: PGliteClient,
  drizzle: typeof import("drizzle-orm/pglite").drizzle,
  label: string,
): Database {
  const db = drizzle({ client: client as PGlite, schema }) as unknown as Db;
  return { db, driver: "pglite", label, close: () => client.close(), fresh: false };
}

/** Connects to a PostgreSQL server; fails with one line naming the host when it cannot. */
export async function openPostgres(url: string): Promise<Database> {
  const [{ default: pg }, { drizzle }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
  ]);
  // Pipelined: the reads a request starts together on one connection (a transaction's
  // Promise.all) are sent at once instead of queued, which pg@9 will refuse.
  const pool = new pg.Pool({ connectionString: url, max: 10, pipeline: true });
  const { hostname, port } = new URL(url);
  const where = `${hostname}:${port || 5432}`;
  try {
    (await pool.connect()).release();
  } catch (error) {
    await pool.end().catch(() => {});
    throw new Error(`Cannot connect to PostgreSQL at ${where}: ${(error as Error).message}`);
  }
  // Log and drop idle clients whose connection dies instead of crashing the process.
  pool.on("error", (error) => console.error(`PostgreSQL at ${where}: ${error.message}`));
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  const close = () => pool.end();
  return { db, driver: "postgres", label: `PostgreSQL (${where})`, close, fresh: false };
}

/**
 * Opens (creating and migrating on first use) the embedded database in `dir`. It reports
 * whether it is `fresh` (empty): filling it is the server start's work (lib/server-start.ts).
 */
export async function openEmbedded(dir: string): Promise<Database> {
  fs.mkdirSync(dir, { recursive: true });
  const release = lockDataDir(dir);
  try {
    const database = await openPgliteThread(path.join(dir, "pgdata"));
    await applyMigrations(database);
    const fresh = await isEmptyDatabase(database.db);
    // PGlite has no autovacuum: do its work once per start (after filling, for a fresh one).
    if (!fresh) await vacuumAnalyze(database.db);
    return { ...database, fresh, close: () => database.close().finally(release) };
  } catch (error) {
    release();
    throw error;
  }
}

async function openConfigured(): Promise<Database> {
  const { DATABASE_URL, DATA_DIR } = env();
  if (!DATABASE_URL) return openEmbedded(DATA_DIR);
  const database = await openPostgres(DATABASE_URL);
  await assertMigrated(database);
  return database;
}

// One connection per process, kept on globalThis so that dev reloads reuse it.
const holder = globalThis as typeof globalThis & { cossDatabase?: Promise<Database> };

/** The process's database, opened (and for the embedded default created) on first use. */
export function getDatabase(): Promise<Database> {
  if (process.env.NEXT_PHASE === "phase-production-build") {
    return Promise.reject(new Error("The database is not opened during next build."));
  }
  holder.cossDatabase ??= openConfigured().catch((error) => {
    holder.cossDatabase = undefined;
    throw error;
  });
  return holder.cossDatabase;
}

/** The process's Drizzle instance. */
export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}

/** Makes `database` the process's database (for tests and tools that open their own). */
export function useDatabase(database: Database): void {
  holder.cossDatabase = Promise.resolve(database);
}
