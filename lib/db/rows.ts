import type { SQL } from "drizzle-orm";
import type { Db } from "./types";

/** Runs raw SQL and returns its rows, for queries the query builder does not express well. */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
