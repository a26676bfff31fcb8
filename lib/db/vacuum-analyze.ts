import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "./types";

/**
 * Vacuums the database and refreshes the planner's statistics. PGlite runs no autovacuum:
 * without statistics the planner guesses row counts and picks plans that are slower by
 * orders of magnitude, and without the visibility map every index-only scan reads the
 * table rows too.
 */
export async function vacuumAnalyze(db: Db): Promise<void> {
  await db.execute(sql`vacuum analyze`);
}
