import { z } from "zod";

// The largest value of an integer column (ids are PostgreSQL integers).
const MAX_ROW_ID = 2_147_483_647;

/**
 * A row id as pages and forms send it, a number or its digits: a whole, positive number an id
 * column can hold. Every server action parses its ids with this one schema (URLs use
 * lib/domain/row-id.ts, which reads digits only).
 */
export const rowIdSchema = z
  .union(
    [
      z.number("must be a number"),
      z.string("must be a number").trim().regex(/^\d+$/, "must be a number"),
    ],
    "must be a number",
  )
  .transform(Number)
  .pipe(
    z
      .number("must be a number")
      .int("must be a whole number")
      .positive("must be positive")
      .max(MAX_ROW_ID, "is too large"),
  );
