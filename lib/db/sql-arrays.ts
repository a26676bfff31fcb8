import "server-only";
import { getTableColumns, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./types";
import { selectRows } from "./rows";

// One array element of a PostgreSQL array literal: quoted, with quotes and backslashes escaped.
const element = (value: unknown) =>
  value === null || value === undefined
    ? "NULL"
    : `"${String(value).replace(/[\\"]/g, (c) => `\\${c}`)}"`;

/**
 * `values` as one parameter of type `type[]` (for `= any(...)` and `unnest(...)`): a
 * statement's cost then stays the same however many values there are, where a list of
 * parameters costs one each. Sent as the array's text form, which every driver passes as is.
 */
export const sqlArray = (values: readonly unknown[], type: string): SQL =>
  sql`${`{${values.map(element).join(",")}}`}::${sql.raw(type)}[]`;

/**
 * Inserts `rows` (objects keyed like the table's columns, all with the same keys) in one
 * statement with one array parameter per column, and answers the rows of `tail` (for example
 * `sql\`returning id\``), in the order of `rows`. On the embedded database a VALUES list
 * spends most of a bulk insert's time on its parameter per cell.
 */
export async function insertMany<T = never>(
  db: Db,
  table: PgTable,
  rows: Record<string, unknown>[],
  tail: SQL = sql``,
): Promise<T[]> {
  if (rows.length === 0) return [];
  const columns = getTableColumns(table);
  const keys = Object.keys(rows[0]);
  const names = keys.map((key) => sql.identifier(columns[key].name));
  const arrays = keys.map((key) => {
    const column = columns[key];
    const values = rows.map((row) => (row[key] == null ? null : column.mapToDriverValue(row[key])));
    return sqlArray(values, column.getSQLType());
  });
  // A driver boundary: the statement and its `tail` are raw SQL, so the caller names the row type.
  return selectRows<T>(
    db,
    sql`insert into ${table} (${sql.join(names, sql`, `)})
      select * from unnest(${sql.join(arrays, sql`, `)}) ${tail}`,
  );
}

/** Ids as one integer[] parameter, however many there are (set-based SQL: `= any(...)`). */
export const intArray = (ids: readonly number[]) => sqlArray(ids, "int");

/** `expression = any(values)`, the values sent as one `type[]` parameter. */
export const equalsAny = (expression: SQLWrapper, values: readonly unknown[], type: string): SQL =>
  sql`${expression} = any(${sqlArray(values, type)})`;
