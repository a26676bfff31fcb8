import "server-only";
import { sql, type SQL } from "drizzle-orm";

// Keyset paging: a list ordered by one sort expression, then id, is continued after the last
// row served by a condition on that pair rather than an offset, so that rows added meanwhile
// neither repeat nor push rows out of the walk. Empty sort values come last in both directions,
// as the public lists order them.

export type KeyCast = "text" | "int4" | "numeric" | "float8" | "date" | "timestamptz";

/** A list's total order: `expression` (as SQL of its type `cast`), then `id`, one direction. */
export type KeyOrder = {
  expression: SQL;
  cast: KeyCast;
  direction: "asc" | "desc";
  nullable: boolean;
  id: SQL;
};

/** The position after which a page starts: the last row's sort value (as text) and id. */
export type KeyAfter = { value: string | null; id: number };

const NUMBER = /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIMESTAMP = /^(\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?([+-]\d{2}(:\d{2})?)?$/;

function isDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** Whether `text` is a value Postgres reads as `cast` (a cursor's value is checked before use). */
export function isKeyValue(cast: KeyCast, text: string): boolean {
  switch (cast) {
    case "text":
      return true;
    case "int4":
      return /^-?\d{1,9}$/.test(text);
    case "numeric":
    case "float8":
      return NUMBER.test(text) && text.length <= 40;
    case "date":
      return isDate(text);
    case "timestamptz": {
      const match = TIMESTAMP.exec(text);
      return !!match && isDate(match[1]) && +match[2] < 24 && +match[3] < 60 && +match[4] < 60;
    }
  }
}

/** ORDER BY of the order. */
export function keyOrderBy({ expression, direction, nullable, id }: KeyOrder): SQL {
  const dir = direction === "asc" ? sql`asc` : sql`desc`;
  return sql`${expression} ${dir}${nullable ? sql` nulls last` : sql``}, ${id} ${dir}`;
}

/** The sort value of a row as text (what a cursor carries). */
export const keyValue = ({ expression }: KeyOrder) => sql<string | null>`(${expression})::text`;

/** The rows that come after `after` in the order. */
export function keyAfter(order: KeyOrder, after: KeyAfter): SQL {
  const { expression, cast, direction, nullable, id } = order;
  const beyond = direction === "asc" ? sql`>` : sql`<`;
  if (after.value === null) return sql`(${expression} is null and ${id} ${beyond} ${after.id})`;
  const value = sql`${after.value}::${sql.raw(cast)}`;
  return sql`(${expression} ${beyond} ${value}
    or (${expression} = ${value} and ${id} ${beyond} ${after.id})${nullable ? sql` or ${expression} is null` : sql``})`;
}
