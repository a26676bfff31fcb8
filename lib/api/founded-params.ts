import { z } from "zod";
import { MIN_FOUNDED_YEAR, thisYear } from "@/lib/domain/founded-years";
import { badParameter } from "./problem";
import type { ParamSpec } from "./params";

// The companies' founding-year range as the API takes it: the years the list accepts (1800 to
// the current year), refused with a 400 rather than dropped as the list's URL drops them.

const accepted = `a year from ${MIN_FOUNDED_YEAR} to the current year`;

// The document can only state a fixed bound (four digits); the current year is checked here.
const year = z.coerce
  .number()
  .int()
  .min(MIN_FOUNDED_YEAR)
  .max(9999)
  .refine((value) => value <= thisYear(), "after the current year");

export const foundedParams: ParamSpec[] = [
  {
    name: "founded_from",
    schema: year,
    description: "Companies founded in this year or later.",
    accepted,
    example: "2015",
  },
  {
    name: "founded_to",
    schema: year,
    description: "Companies founded in this year or earlier.",
    accepted,
    example: "2020",
  },
];

/** Refuses a range whose start is after its end (the list would drop it and show every year). */
export function checkFoundedRange(from: number | undefined, to: number | undefined) {
  if (from !== undefined && to !== undefined && from > to) {
    throw badParameter(
      "founded_to",
      `The value "${to}" of "founded_to" is before "founded_from" (${from}).`,
      `${accepted}, not before founded_from`,
    );
  }
}
