// What the admin terminal prints: typed lines, the help, the company table of list.
import { LIST_DEFAULT_LIMIT } from "./terminal-command";
import { EXAMPLE_COMPANY, EXAMPLE_UPDATE } from "./terminal-example";

export type TerminalLine = {
  type: "output" | "error";
  text: string;
  /** Printed after the text. */
  link?: { href: string; label: string };
};

/** The answer to one command: lines to print, or an order to empty the output. */
export type TerminalOutput = { lines: TerminalLine[]; clear?: boolean };

export const output = (text: string): TerminalLine => ({ type: "output", text });
export const errorLine = (text: string): TerminalLine => ({ type: "error", text });

export const HELP_LINES = [
  "Available commands:",
  "  {json}                        Create a company from a JSON object",
  "  add {json}                    Create a company (the same)",
  '  update "Company Name" {json}  Update a company, named case-insensitively or by shortname;',
  "                                add_websites, add_key_people, add_projects, add_socials,",
  "                                add_tags and add_valuation add to its lists",
  "  list [--limit N] [--search term] [--published true|false]",
  `                                List companies, newest update first (${LIST_DEFAULT_LIMIT} by default)`,
  "  example                       Print an example company JSON",
  "  help                          Show this help",
  "  clear                         Clear the output",
  `Example update: ${EXAMPLE_UPDATE}`,
  "Enter runs a command, Shift+Enter starts a new line, Up and Down recall earlier commands.",
];

export const EXAMPLE_TEXT = JSON.stringify(EXAMPLE_COMPANY, null, 2);

/** The JSON text as an object, or the terminal's error line for it. */
export function parseJsonObject(
  text: string,
): { ok: true; value: Record<string, unknown> } | { ok: false; line: TerminalLine } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, line: errorLine(`❌ Error: Invalid JSON: ${(error as Error).message}`) };
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    return { ok: false, line: errorLine("❌ Error: JSON data must be an object") };
  }
  return { ok: true, value: value as Record<string, unknown> };
}

export type TerminalCompanyRow = {
  id: number;
  name: string;
  shortname: string;
  city: string | null;
  year_founded: number | null;
  total_funding: string | null;
  published: boolean;
  date_updated: Date;
};

const COLUMNS: { title: string; max: number; value: (row: TerminalCompanyRow) => string }[] = [
  { title: "ID", max: 10, value: (row) => String(row.id) },
  { title: "Name", max: 32, value: (row) => row.name },
  { title: "Shortname", max: 32, value: (row) => row.shortname },
  { title: "City", max: 28, value: (row) => row.city ?? "-" },
  { title: "Founded", max: 7, value: (row) => (row.year_founded ?? "-").toString() },
  { title: "Funding", max: 10, value: (row) => row.total_funding ?? "-" },
  { title: "Published", max: 9, value: (row) => (row.published ? "yes" : "no") },
  {
    title: "Updated (UTC)",
    max: 16,
    value: (row) => row.date_updated.toISOString().slice(0, 16).replace("T", " "),
  },
];

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

/**
 * The list command's answer: a summary, then a table in columns (the output is monospace).
 * `more` says that more companies match than were shown.
 */
export function companyTable(rows: TerminalCompanyRow[], more: boolean): TerminalLine[] {
  if (rows.length === 0) return [output("No companies found.")];
  const cells = rows.map((row) =>
    COLUMNS.map((column) => clip(column.value(row).replace(/\s+/g, " "), column.max)),
  );
  const widths = COLUMNS.map((column, i) =>
    Math.max(column.title.length, ...cells.map((row) => row[i].length)),
  );
  const format = (values: string[]) =>
    values
      .map((value, i) => value.padEnd(widths[i]))
      .join("  ")
      .trimEnd();
  const count = `${rows.length} ${rows.length === 1 ? "company" : "companies"}`;
  const summary = more
    ? `Showing the ${count} updated last; more match (raise --limit to see them):`
    : `${count}, newest update first:`;
  return [
    output(summary),
    output(format(COLUMNS.map((column) => column.title))),
    ...cells.map((row) => output(format(row))),
  ];
}
