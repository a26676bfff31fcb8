// Fresh, migrated databases for integration tests, on both drivers the app supports.
import { randomUUID } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { PGLITE_OPTIONS } from "@/lib/db/pglite-extensions.mjs";
import { afterEach, beforeEach, inject } from "vitest";
import { openPglite, openPostgres, pgliteDatabase, type Database } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrations";

export const DRIVERS = [
  { name: "PGlite", driver: "pglite" },
  { name: "PostgreSQL server", driver: "postgres" },
] as const;

export type DriverName = (typeof DRIVERS)[number]["driver"];

/** Whether the PostgreSQL variant can run (the global setup started a server). */
export const postgresAvailable = () => inject("postgresUrl") !== null;

let pgliteTemplate: Promise<PGlite> | undefined;

// Starting and migrating PGlite costs seconds: do it once per worker, then clone.
function migratedPgliteTemplate(): Promise<PGlite> {
  pgliteTemplate ??= (async () => {
    const template = await openPglite();
    await applyMigrations(template);
    return (template.db as unknown as { $client: PGlite }).$client;
  })();
  return pgliteTemplate;
}

/** A new migrated database of the given driver, empty of content. */
export async function freshDatabase(driver: DriverName): Promise<Database> {
  if (driver === "pglite") {
    const template = await migratedPgliteTemplate();
    const clone = await template.clone();
    return pgliteDatabase(clone);
  }
  const adminUrl = inject("postgresUrl");
  if (!adminUrl) throw new Error("No PostgreSQL server for the tests");
  const name = `test_${randomUUID().replaceAll("-", "")}`;
  const admin = await openPostgres(adminUrl);
  await admin.db.execute(`create database ${name} template coss_template`);
  await admin.close();
  return openPostgres(adminUrl.replace(/\/postgres$/, `/${name}`));
}

/** A new database of the given driver without any migration applied. */
export async function unmigratedDatabase(driver: DriverName): Promise<Database> {
  if (driver === "pglite")
    return pgliteDatabase(await PGlite.create(PGLITE_OPTIONS));
  const adminUrl = inject("postgresUrl")!;
  const name = `bare_${randomUUID().replaceAll("-", "")}`;
  const admin = await openPostgres(adminUrl);
  await admin.db.execute(`create database ${name}`);
  await admin.close();
  return openPostgres(adminUrl.replace(/\/postgres$/, `/${name}`));
}

/** Gives each test of the suite a fresh migrated database of the driver; skips without a server. */
export function useFreshDatabase(driver: DriverName): () => Database {
  let database: Database | undefined;
  beforeEach(async (context) => {
    if (driver === "postgres" && !postgresAvailable()) context.skip();
    database = await freshDatabase(driver);
  });
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });
  return () => database!;
}
