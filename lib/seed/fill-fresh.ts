import type { Database } from "@/lib/db/types";
import { vacuumAnalyze } from "@/lib/db/vacuum-analyze";
import { seedDemoData } from "./demo-data";

/**
 * Fills a database that its opening reported fresh (the embedded one, created empty) with the
 * demo data, then gathers its statistics. Does nothing to a database that holds data.
 */
export async function fillFreshDatabase(database: Database): Promise<void> {
  if (!database.fresh) return;
  const seeded = await seedDemoData(database.db);
  // PGlite has no autovacuum: the opening left this work for after the filling.
  await vacuumAnalyze(database.db);
  database.fresh = false;
  console.log(
    `${database.label} created with ${seeded.companies} demo companies and ${seeded.headlines} headlines.`,
  );
}
