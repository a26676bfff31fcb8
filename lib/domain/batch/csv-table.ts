import Papa from "papaparse";
import type { BatchProblem } from "./batch-types";
import { FORMULA_MESSAGE, looksLikeFormula, unescapeFormulaCell } from "./formula-cells";

/** A data row of a CSV file: its line in the file (the header is line 1) and its cells by column. */
export type CsvRow = { line: number; cells: Record<string, string>; problems: BatchProblem[] };

export type CsvTable =
  { ok: true; rows: CsvRow[]; notes: string[] } | { ok: false; message: string };

/**
 * Parses CSV text whose header names `columns` (in any order and case; unknown columns are
 * ignored and noted). A header lacking columns refuses the file ('Missing required fields:
 * {list}'); a row with too many or too few cells, a broken quote or a formula-looking cell is
 * a problem of its line. Rows with only empty cells are left out.
 */
export function parseCsvTable(text: string, columns: readonly string[]): CsvTable {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ""), {
    header: true,
    delimiter: ",",
    skipEmptyLines: "greedy",
    transformHeader: (name) => name.trim().toLowerCase(),
  });
  const header = parsed.meta.fields ?? [];
  const missing = columns.filter((column) => !header.includes(column));
  if (missing.length > 0)
    return { ok: false, message: `Missing required fields: ${missing.join(", ")}` };

  const problemsByRow = new Map<number, BatchProblem[]>();
  for (const error of parsed.errors) {
    // Papa Parse counts data rows from 0: the header is line 1, so row r is line r + 2.
    if (error.row === undefined) {
      return { ok: false, message: `Error parsing CSV: ${error.message}` };
    }
    const list = problemsByRow.get(error.row) ?? [];
    list.push({
      unit: "Line",
      number: error.row + 2,
      message: `Error parsing CSV: ${error.message}`,
    });
    problemsByRow.set(error.row, list);
  }

  const rows = parsed.data.map((record, index): CsvRow => {
    const line = index + 2;
    const problems = problemsByRow.get(index) ?? [];
    const cells: Record<string, string> = {};
    for (const column of columns) {
      const raw = (record[column] ?? "").trim();
      if (looksLikeFormula(raw))
        problems.push({ unit: "Line", number: line, field: column, message: FORMULA_MESSAGE });
      cells[column] = unescapeFormulaCell(raw);
    }
    return { line, cells, problems };
  });
  const unknown = header.filter((name) => name !== "" && !columns.includes(name));
  const notes = unknown.length > 0 ? [`Columns ignored: ${unknown.join(", ")}`] : [];
  return { ok: true, rows, notes };
}

/** A comma-separated multi-value cell as its values, positions kept (empty values included). */
export const splitValues = (cell: string): string[] =>
  cell.trim() === "" ? [] : cell.split(",").map((value) => value.trim());

/** Values written back as one multi-value cell. */
export const joinValues = (values: string[]): string => values.join(", ");

/** Rows as CSV text with the header `columns` (quotes where needed, CRLF line ends). */
export const toCsv = (columns: readonly string[], rows: string[][]): string =>
  Papa.unparse({ fields: [...columns], data: rows }, { newline: "\r\n" }) + "\r\n";

/** Rows as CSV lines without a header, as toCsv writes them: a file written in parts. */
export const csvLines = (rows: string[][]): string =>
  rows.length === 0 ? "" : Papa.unparse(rows, { newline: "\r\n" }) + "\r\n";
