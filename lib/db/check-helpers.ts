import { sql } from "drizzle-orm";

/** SQL for a CHECK that a column holds one of the given values. */
export const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(", ")})`);

/** SQL for a CHECK that an integer column lies within [min, max]. */
export const between = (column: string, min: number, max: number) =>
  sql.raw(`${column} between ${min} and ${max}`);
