import { z } from "zod";

// Arguments several tools take, each checked as the API checks its parameter.

/** A company's shortname, as in its page's URL. */
export const shortnameArgument = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .describe("A company's shortname, as in its page's URL (/organizations/{shortname}).");

/** A day, YYYY-MM-DD (year 0000 has the form of a date but no day in Postgres). */
export const dateArgument = z.iso.date().regex(/^(?!0000)/);
