import fc from "fast-check";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "@/lib/db/client";
import { isKeyValue, type KeyCast } from "@/lib/queries/keyset";
import { DRIVERS, useFreshDatabase } from "../databases";

// A cursor's sort value is checked by isKeyValue before a query casts it: what it lets through,
// Postgres must read, and for numbers and dates it refuses nothing Postgres would read.

/** Whether Postgres reads `value` as `cast`. */
async function postgresReads(db: Db, cast: KeyCast, value: string) {
  try {
    await db.execute(sql`select ${value}::${sql.raw(cast)}`);
    return true;
  } catch {
    return false;
  }
}

// The edges of each type, as PGlite and PostgreSQL 15 read them.
const EDGES: [KeyCast, string, boolean][] = [
  ["text", "Ada Lovelace 😀", true],
  ["text", "ada\u0000", false],
  ["int4", "2147483647", true],
  ["int4", "2147483648", false],
  ["int4", "-2147483648", true],
  ["int4", "-2147483649", false],
  ["numeric", "1e131071", true],
  ["numeric", "1e131072", false],
  ["numeric", "0.5e131072", true],
  ["numeric", "12e131071", false],
  ["numeric", "1e999999", false],
  ["numeric", "1e-16383", true],
  ["numeric", "1.5e-16383", false],
  ["numeric", "0e-16384", false],
  ["float8", "1.7976931348623157e308", true],
  ["float8", "1.7976931348623159e308", false],
  ["float8", "5e-324", true],
  ["float8", "2.5e-324", true],
  ["float8", "2e-324", false],
  ["float8", "0e-400", true],
  ["date", "0001-01-01", true],
  ["date", "0000-01-01", false],
  ["date", "2024-02-29", true],
  ["date", "2025-02-29", false],
  ["timestamptz", "2025-01-01 00:00:00.123456+15:59", true],
  ["timestamptz", "2025-01-01 00:00:00+16", false],
  ["timestamptz", "2025-01-01 00:00:00+15:60", false],
];

const digits = (max: number) => fc.stringMatching(new RegExp(`^\\d{1,${max}}$`));
const padded = (width: number, max: number) =>
  fc.integer({ min: 0, max }).map((n) => String(n).padStart(width, "0"));

// Numbers in the form Postgres prints them, with exponents around each limit.
const number = fc
  .tuple(
    fc.constantFrom("", "-"),
    digits(6),
    fc.option(digits(6), { nil: undefined }),
    fc.option(
      fc.oneof(
        fc.integer({ min: -400, max: 400 }),
        fc.integer({ min: -16400, max: -16300 }),
        fc.integer({ min: 131000, max: 131100 }),
      ),
      { nil: undefined },
    ),
  )
  .map(([sign, integer, fraction, exponent]) => {
    const point = fraction === undefined ? "" : `.${fraction}`;
    return `${sign}${integer}${point}${exponent === undefined ? "" : `e${exponent}`}`;
  });
const date = fc
  .tuple(padded(4, 9999), padded(2, 13), padded(2, 32))
  .map((parts) => parts.join("-"));
const timestamp = fc
  .tuple(date, padded(2, 25), padded(2, 61), padded(2, 61), padded(2, 17), padded(2, 61))
  .map(([day, h, m, s, oh, om]) => `${day} ${h}:${m}:${s}+${oh}:${om}`);

// Where isKeyValue must agree with Postgres, and where it may refuse more (text with a lone
// surrogate, which Postgres would read as another character; a leap second; 24:00).
const AGREES = [
  { cast: "int4", values: fc.bigInt({ min: -(2n ** 32n), max: 2n ** 32n }).map(String) },
  { cast: "numeric", values: number },
  { cast: "float8", values: number },
  { cast: "date", values: date },
] as const;
const NO_MORE = [
  { cast: "text", values: fc.string({ unit: "binary", maxLength: 20 }) },
  { cast: "timestamptz", values: timestamp },
] as const;

describe.each(DRIVERS)("sort values of cursors on $name", ({ driver }) => {
  const database = useFreshDatabase(driver);

  it("refuses the values just past each type's range, and takes those at its edge", async () => {
    for (const [cast, value, readable] of EDGES) {
      const what = `${cast} ${JSON.stringify(value)}`;
      expect(isKeyValue(cast, value), what).toBe(readable);
      expect(await postgresReads(database().db, cast, value), what).toBe(readable);
    }
  });

  it("lets through only what Postgres reads, and for numbers and dates all of it", async () => {
    for (const { cast, values } of AGREES) {
      await fc.assert(
        fc.asyncProperty(values, async (value) => {
          expect(isKeyValue(cast, value)).toBe(await postgresReads(database().db, cast, value));
        }),
        { numRuns: 100 },
      );
    }
    for (const { cast, values } of NO_MORE) {
      await fc.assert(
        fc.asyncProperty(values, async (value) => {
          if (isKeyValue(cast, value)) {
            expect(await postgresReads(database().db, cast, value)).toBe(true);
          }
        }),
        { numRuns: 100 },
      );
    }
  });
});
