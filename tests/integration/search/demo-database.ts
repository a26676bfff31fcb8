// One database holding the demo data, shared by the tests of a file: seeding it takes seconds,
// and searching never writes.
import { afterAll, beforeAll, beforeEach } from "vitest";
import { useDatabase, type Database } from "@/lib/db/client";
import { seedDemoData } from "@/lib/seed/demo-data";
import { freshDatabase, postgresAvailable, type DriverName } from "../databases";

/**
 * Seeds a fresh database of `driver` before the suite and makes it the process's database
 * for each test; skips the tests without a PostgreSQL server.
 */
export function shareDemoDatabase(driver: DriverName): void {
  const runs = () => driver === "pglite" || postgresAvailable();
  let database: Database | undefined;
  beforeAll(async () => {
    if (!runs()) return;
    database = await freshDatabase(driver);
    await seedDemoData(database.db);
  });
  beforeEach((context) => {
    if (!database) return context.skip();
    useDatabase(database);
  });
  afterAll(async () => {
    await database?.close();
  });
}
