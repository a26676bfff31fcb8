import { sql } from "drizzle-orm";
import type { Db } from "./client";

/**
 * Refreshes the planner's statistics. PGlite runs no autovacuum, so without this the
 * planner guesses row counts and picks plans that are slower by orders of magnitude.
 */
export async function analyzeDatabase(db: Db): Promise<void> {
  await db.execute(sql`analyze`);
}
