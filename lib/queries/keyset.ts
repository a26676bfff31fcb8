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

// What Postgres reads without an error, measured on PGlite and PostgreSQL 15: a cursor's key is
// checked against these before it reaches a query, whoever signed it.
const INT4_MIN = -2147483648;
const INT4_MAX = 2147483647;
// numeric holds at most 131072 digits before the point and 16383 after it.
const NUMERIC_INTEGER_DIGITS = 131072;
const NUMERIC_FRACTION_DIGITS = 16383;
// Postgres text cannot hold NUL; a lone UTF-16 surrogate would be read as another character.
const NOT_TEXT = /\u0000|\p{Cs}/u;

const NUMBER = /^-?(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIMESTAMP =
  /^(\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?(?:[+-](\d{2})(?::(\d{2}))?)?$/;

function isDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  // setUTCFullYear, unlike Date.UTC, does not read years 0-99 as 1900-1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return (
    year >= 1 && // Postgres has no year 0
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

function isTimestamp(text: string): boolean {
  const match = TIMESTAMP.exec(text);
  if (!match || !isDate(match[1])) return false;
  const [hour, minute, second, offsetHours, offsetMinutes] = match.slice(2).map((n) => +(n ?? 0));
  // Postgres refuses a time zone offset beyond 15:59.
  return hour < 24 && minute < 60 && second < 60 && offsetHours <= 15 && offsetMinutes < 60;
}

function isNumeric(text: string): boolean {
  const match = NUMBER.exec(text);
  if (!match) return false;
  const [integer, fraction = "", exponent = "0"] = match.slice(1);
  const shift = Number(exponent);
  if (fraction.length - shift > NUMERIC_FRACTION_DIGITS) return false;
  const first = (integer + fraction).search(/[1-9]/);
  // The power of ten of the first significant digit (0 for units, 1 for tens...).
  return first === -1 || integer.length - 1 - first + shift < NUMERIC_INTEGER_DIGITS;
}

function isFloat8(text: string): boolean {
  const match = NUMBER.exec(text);
  if (!match) return false;
  // Postgres refuses what overflows to infinity, and what underflows to zero but is not zero.
  const value = Number(text);
  return Number.isFinite(value) && (value !== 0 || !/[1-9]/.test(match[1] + (match[2] ?? "")));
}

/** Whether `text` is a value Postgres reads as `cast` (a cursor's value is checked before use). */
export function isKeyValue(cast: KeyCast, text: string): boolean {
  switch (cast) {
    case "text":
      return !NOT_TEXT.test(text);
    case "int4":
      return /^-?\d{1,10}$/.test(text) && +text >= INT4_MIN && +text <= INT4_MAX;
    case "numeric":
      return isNumeric(text);
    case "float8":
      return isFloat8(text);
    case "date":
      return isDate(text);
    case "timestamptz":
      return isTimestamp(text);
  }
}

/** Whether `after` is a position Postgres can read: an id of the lists (int4) and a `cast` value. */
export function isKeyAfter(cast: KeyCast, after: KeyAfter): boolean {
  const { value, id } = after;
  return (
    Number.isInteger(id) && id >= 1 && id <= INT4_MAX && (value === null || isKeyValue(cast, value))
  );
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
