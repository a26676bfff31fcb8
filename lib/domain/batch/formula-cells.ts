// Spreadsheets run a cell starting with = + - @ as a formula (CSV injection). Exports put
// an apostrophe before such cells, which spreadsheets show as text; imports take the
// apostrophe off again, and refuse a cell that would run as a formula.

const FORMULA_START = /^[=+\-@\t\r]/;

/** The cell as written to an exported CSV file: a formula-looking cell is quoted with '. */
export const escapeFormulaCell = (cell: string): string =>
  FORMULA_START.test(cell) ? `'${cell}` : cell;

/** An imported cell with the export's escape removed ("'=x" back to "=x"). */
export const unescapeFormulaCell = (cell: string): string =>
  /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;

/**
 * Whether an imported cell would run as a formula in a spreadsheet. A leading minus followed
 * by a space or a digit ("- item", "-5") is plain text, and "=" or "+" or "@" never is.
 */
export const looksLikeFormula = (cell: string): boolean =>
  /^[=+@]/.test(cell) || /^-[^\s\d]/.test(cell);

export const FORMULA_MESSAGE =
  "starts like a spreadsheet formula (=, +, - or @); put an apostrophe before it to keep it as text";
