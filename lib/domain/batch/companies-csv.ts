import { companyJsonSchema, type CompanyInput } from "@/lib/validation/company-json";
import type { BatchFileCheck, BatchItem, BatchProblem } from "./batch-types";
import { AMOUNT_MESSAGE, normalizeFunding } from "./amounts";
import { joinValues, parseCsvTable, splitValues, toCsv, type CsvRow } from "./csv-table";
import { escapeFormulaCell } from "./formula-cells";

/** The columns of the company CSV import, all required in the header (admin-area §5). */
export const COMPANY_CSV_COLUMNS = [
  "company_name",
  "year_founded",
  "location",
  "description",
  "websites",
  "key_people",
  "linkedin_profiles",
  "oss_projects",
  "project_resources",
  "total_funding",
] as const;

/**
 * A row as the company JSON shape: multi-values are comma-separated, LinkedIn profiles and
 * project repositories match people and projects by position, the first person is a founder.
 */
export function companyJsonOfRow(cells: Record<string, string>): Record<string, unknown> {
  const links = splitValues(cells.linkedin_profiles);
  const resources = splitValues(cells.project_resources);
  return {
    name: cells.company_name,
    year_founded: cells.year_founded || undefined,
    city: cells.location,
    description: cells.description,
    total_funding: cells.total_funding
      ? (normalizeFunding(cells.total_funding) ?? undefined)
      : undefined,
    websites: splitValues(cells.websites),
    // Links pair with names by position; the first named person is the founder.
    key_people: splitValues(cells.key_people)
      .map((name, index) => ({ name, linkedin_url: links[index] || undefined }))
      .filter((person) => person.name !== "")
      .map((person, index) => ({ ...person, is_founder: index === 0 })),
    projects: splitValues(cells.oss_projects).map((name, index) => ({
      name,
      resources_url: resources[index] ?? "",
    })),
  };
}

// Which CSV column a field of the JSON shape came from.
const COLUMN_OF: Record<string, string> = {
  name: "company_name",
  city: "location",
  "key_people.name": "key_people",
  "key_people.linkedin_url": "linkedin_profiles",
  "projects.name": "oss_projects",
  "projects.resources_url": "project_resources",
};

function columnOf(path: PropertyKey[]): string {
  const index = path.find((part) => typeof part === "number");
  const key = path.filter((part) => typeof part === "string").join(".");
  const column = COLUMN_OF[key] ?? String(path[0]);
  return typeof index === "number" ? `${column} #${index + 1}` : column;
}

function checkRow(row: CsvRow): BatchItem<CompanyInput> {
  const problems: BatchProblem[] = [...row.problems];
  const at = (field: string, message: string) =>
    problems.push({ unit: "Line", number: row.line, field, message });
  const { cells } = row;
  if (cells.total_funding && !normalizeFunding(cells.total_funding))
    at("total_funding", AMOUNT_MESSAGE);
  const parsed = companyJsonSchema.safeParse(companyJsonOfRow(cells));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) at(columnOf(issue.path), issue.message);
  }
  return {
    unit: "Line",
    number: row.line,
    raw: cells,
    label: cells.company_name || `Line ${row.line}`,
    value: parsed.success && problems.length === 0 ? parsed.data : null,
    problems,
  };
}

/** Checks a company CSV file, writing nothing. */
export function checkCompanyCsvFile(text: string): BatchFileCheck<CompanyInput> {
  const table = parseCsvTable(text, COMPANY_CSV_COLUMNS);
  if (!table.ok) return table;
  if (table.rows.length === 0) return { ok: false, message: "No companies found in CSV file" };
  return { ok: true, items: table.rows.map(checkRow), notes: table.notes, skipped: [] };
}

/** A company's row of the CSV export, in COMPANY_CSV_COLUMNS order. */
export function companyCsvRow(company: CompanyInput): string[] {
  return [
    company.name,
    company.year_founded ? String(company.year_founded) : "",
    company.city ?? "",
    company.description ?? "",
    joinValues(company.websites),
    joinValues(company.key_people.map((person) => person.name)),
    joinValues(company.key_people.map((person) => person.linkedin_url ?? "")).replace(
      /^[, ]+$/,
      "",
    ),
    joinValues(company.projects.map((project) => project.name)),
    joinValues(company.projects.map((project) => project.resources_url)),
    company.total_funding ?? "",
  ];
}

/** Companies as a CSV file in the import's columns, formula-looking cells escaped. */
export const companiesCsv = (companies: CompanyInput[]): string =>
  toCsv(
    COMPANY_CSV_COLUMNS,
    companies.map((company) => companyCsvRow(company).map(escapeFormulaCell)),
  );
