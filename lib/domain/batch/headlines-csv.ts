import { z } from "zod";
import { httpUrl } from "@/lib/validation/common";
import type { BatchFileCheck, BatchItem, BatchProblem } from "./batch-types";
import { AMOUNT_MESSAGE, parseUsdAmount } from "./amounts";
import { parseCsvTable, toCsv, type CsvRow } from "./csv-table";
import { escapeFormulaCell } from "./formula-cells";

/** The columns of the headline CSV import (admin-area §2, §5). */
export const HEADLINE_CSV_COLUMNS = [
  "company_name",
  "headline_type",
  "headline_date",
  "url",
  "description",
  "total_amount",
] as const;

/** The types the CSV import accepts (not news_and_views). */
export const CSV_HEADLINE_TYPES = ["funding", "media_mention", "announcement"] as const;

/** A checked headline row: the company it names (matched later) and the headline. */
export type HeadlineRow = {
  company_name: string;
  headline_type: (typeof CSV_HEADLINE_TYPES)[number];
  headline_date: string | null;
  url: string;
  description: string;
  total_amount: number | null;
};

const rowSchema = z.object({
  headline_type: z.enum(CSV_HEADLINE_TYPES, `must be one of ${CSV_HEADLINE_TYPES.join(", ")}`),
  headline_date: z.iso.date("must be a date as YYYY-MM-DD").nullable(),
  url: httpUrl,
  description: z.string().min(1, "is required").max(1000, "must be at most 1,000 characters"),
});

function checkRow(row: CsvRow): BatchItem<HeadlineRow> {
  const { cells, line } = row;
  const problems: BatchProblem[] = [...row.problems];
  const at = (field: string, message: string) =>
    problems.push({ unit: "Line", number: line, field, message });
  const parsed = rowSchema.safeParse({
    headline_type: cells.headline_type.toLowerCase(),
    headline_date: cells.headline_date || null,
    url: cells.url,
    description: cells.description,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) at(String(issue.path[0]), issue.message);
  }
  const amount = cells.total_amount ? parseUsdAmount(cells.total_amount) : null;
  if (cells.total_amount && amount === null) at("total_amount", AMOUNT_MESSAGE);
  if (parsed.data?.headline_type === "funding" && !cells.total_amount) {
    at("total_amount", "is required for a funding headline");
  }
  const value =
    parsed.success && problems.length === 0
      ? { company_name: cells.company_name, ...parsed.data, total_amount: amount }
      : null;
  return {
    unit: "Line",
    number: line,
    label: cells.description || `Line ${line}`,
    raw: cells,
    value,
    problems,
  };
}

/**
 * Checks a headline CSV file, writing nothing. Rows without a company or a type are skipped
 * and reported (admin-area §5); companies are matched against the database afterwards.
 */
export function checkHeadlineCsvFile(text: string): BatchFileCheck<HeadlineRow> {
  const table = parseCsvTable(text, HEADLINE_CSV_COLUMNS);
  if (!table.ok) return table;
  const skipped: BatchProblem[] = [];
  const kept = table.rows.filter((row) => {
    const lacking = ["company_name", "headline_type"].filter((column) => !row.cells[column]);
    if (lacking.length === 0) return true;
    skipped.push({
      unit: "Line",
      number: row.line,
      field: lacking.join(", "),
      message: "is empty: row skipped",
    });
    return false;
  });
  if (kept.length === 0 && skipped.length === 0) {
    return { ok: false, message: "No headlines found in CSV file" };
  }
  return { ok: true, items: kept.map(checkRow), notes: table.notes, skipped };
}

/** A headline row's cells, in HEADLINE_CSV_COLUMNS order, formula-looking cells escaped. */
export const headlineCsvRow = (row: HeadlineRow): string[] =>
  [
    row.company_name,
    row.headline_type,
    row.headline_date ?? "",
    row.url,
    row.description,
    row.total_amount === null ? "" : String(row.total_amount),
  ].map(escapeFormulaCell);

/** Headline rows as a CSV file in the import's columns, formula-looking cells escaped. */
export const headlinesCsv = (rows: HeadlineRow[]): string =>
  toCsv(HEADLINE_CSV_COLUMNS, rows.map(headlineCsvRow));
