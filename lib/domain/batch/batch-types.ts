// The shapes every batch checker answers in: a file-level refusal, or items each with the
// problems found in it, named by item number (JSON) or line (CSV) and field.

/** Where a problem is: "Item 3" of a JSON file or "Line 5" of a CSV file (counted from 1). */
export type BatchPlace = { unit: "Item" | "Line"; number: number };

export type BatchProblem = BatchPlace & { field?: string; message: string };

/** One item of a file: its place, a name to show, the checked value (null if invalid). */
export type BatchItem<T> = BatchPlace & {
  label: string;
  /** The item as written in the file (a JSON object, a CSV row's cells), for the preview. */
  raw: Record<string, unknown>;
  value: T | null;
  problems: BatchProblem[];
};

/** A file refused as a whole (not JSON, no items, missing columns...) or its items. */
export type BatchFileCheck<T> =
  | { ok: false; message: string }
  | { ok: true; items: BatchItem<T>[]; notes: string[]; skipped: BatchProblem[] };

/** "Item 3, name: Organization name is required" */
export function describeBatchProblem({ unit, number, field, message }: BatchProblem): string {
  return `${unit} ${number}${field ? `, ${field}` : ""}: ${message}`;
}

/** The problems of every item, in file order. */
export const problemsOfItems = <T>(items: BatchItem<T>[]): BatchProblem[] =>
  items.flatMap((item) => item.problems);
