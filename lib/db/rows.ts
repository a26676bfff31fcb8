import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./types";

/**
 * Runs raw SQL and returns its rows: the driver boundary, for statements the query builder
 * cannot express (a bulk insert from arrays with a caller's tail, recursive queries).
 */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A select that can lock the rows it reads (FOR UPDATE). */
type LockableSelect<T> = PromiseLike<T[]> & { for(strength: "update"): PromiseLike<T[]> };

/**
 * The first row `query` reads, or undefined; with `lock`, locked until the transaction ends,
 * so that a write that reads it first runs after any other write that did.
 */
export async function firstRow<T>(query: LockableSelect<T>, lock = false): Promise<T | undefined> {
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

// A FROM of exactly one row and no columns, for a select of expressions alone.
const ONE_ROW = sql`(select) as one_row`;

/**
 * The one row of named, typed expressions that read no table of their own (counts, catalog
 * lookups), its type inferred from the `sql<T>` fragments and each decoded by its `mapWith`.
 */
export async function selectValues<T extends Record<string, SQL>>(db: Db, values: T) {
  const [row] = await db.select(values).from(ONE_ROW);
  return row;
}

/** How many rows `table` has, as a number (for `selectValues`). */
export const rowCount = (table: PgTable) =>
  sql<number>`(select count(*)::int from ${table})`.mapWith(Number);

/**
 * A subquery that refers to the outer row, as a selected field. Drizzle writes the columns of
 * a one-table select's fields unqualified ("id"), which inside a subquery would name the
 * subquery's own columns; nested one level down, its columns keep their table ("keyperson"."id").
 */
export const correlated = <T>(subquery: SQL<T>) => sql<T>`${subquery}`;
