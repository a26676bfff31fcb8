import "server-only";
import type { BatchWarning } from "@/lib/domain/batch/batch-kinds";
import type { BatchItem, BatchProblem } from "@/lib/domain/batch/batch-types";
import type { HeadlineRow } from "@/lib/domain/batch/headlines-csv";
import type { CompanyUpdateItem } from "@/lib/domain/batch/company-json-batch";
import type { CompanyInput } from "@/lib/validation/company-json";

/** A headline of a CSV file: its rows naming the same headline become one, linked to each company. */
export type PlannedHeadline = {
  headline: HeadlineRow;
  companyIds: number[];
  companies: string[];
  /** The companies' shortnames, whose pages show the headline. */
  shortnames: string[];
};

/** What a file's items become: the values a write needs, by kind. */
export type PlannedValue =
  | { kind: "create"; input: CompanyInput }
  | { kind: "update"; update: CompanyUpdateItem }
  | { kind: "headline"; headline: PlannedHeadline };

export type PlannedItem = BatchItem<PlannedValue>;

/** What the planners add to a checked file. */
export type Plan = {
  items: PlannedItem[];
  create: number;
  update: number;
  notFound: string[];
  conflicts: string[];
  /** Probable duplicates of existing companies: imported only when chosen. */
  warnings?: BatchWarning[];
  /** New people who share a name with an existing person: notes, not problems. */
  namesakes?: string[];
};

/** Adds a problem to an item, which then is not imported. */
export function refuse(item: BatchItem<unknown>, message: string, field?: string): BatchProblem {
  const problem = { unit: item.unit, number: item.number, field, message };
  item.problems.push(problem);
  item.value = null;
  return problem;
}

/** An item of `items` carried over with its value wrapped as a planned value. */
export const planned = <T>(item: BatchItem<T>, wrap: (value: T) => PlannedValue): PlannedItem => ({
  ...item,
  value: item.value === null ? null : wrap(item.value),
});
