import "server-only";
import type { Db } from "@/lib/db/client";
import { COMPANY_CSV_COLUMNS, companyCsvRow } from "@/lib/domain/batch/companies-csv";
import { csvLines } from "@/lib/domain/batch/csv-table";
import { escapeFormulaCell } from "@/lib/domain/batch/formula-cells";
import { HEADLINE_CSV_COLUMNS, headlineCsvRow } from "@/lib/domain/batch/headlines-csv";
import type { DatasetCompany } from "./dataset-figures";
import { publicCompanyBatches, publicHeadlineRowBatches } from "./dataset-rows";

/** One file of the dataset: how it is served and how its text is written, part by part. */
export type DatasetFile = {
  /** Its section's anchor on /data. */
  id: string;
  title: string;
  /** What it holds, as /data, /llms.txt and the MCP server's resources say it. */
  about: string;
  path: string;
  /** The file name's stem, before the date ('companies' → coss-companies-2026-11-26.json). */
  stem: string;
  extension: "json" | "csv";
  contentType: string;
  /** The file's text, one part per batch of rows read: never the whole file at once. */
  parts: (db: Db) => AsyncGenerator<string>;
};

// Each company as JSON.stringify(companies, null, 2) writes it: the admin's export, with each
// project's GitHub figures, written one batch at a time.
async function* companiesJson(db: Db): AsyncGenerator<string> {
  let first = true;
  for await (const batch of publicCompanyBatches(db)) {
    yield batch
      .map(({ company }) => {
        const item = `  ${JSON.stringify(company, null, 2).replaceAll("\n", "\n  ")}`;
        const separator = first ? "[\n" : ",\n";
        first = false;
        return separator + item;
      })
      .join("");
  }
  yield first ? "[]\n" : "\n]\n";
}

// After the import's columns, figures an import ignores (and says so): the company's funding
// figure in millions (lib/domain/funding.ts), its total GitHub stars, their gain over 90 days
// and the day they are as of; empty when none.
export const FIGURE_CSV_COLUMNS = [
  "funding_millions",
  "stars",
  "star_gain_90d",
  "stars_as_of",
] as const;

const figureCells = ({ openSource: figures, fundingMillions }: DatasetCompany) => [
  String(fundingMillions ?? ""),
  String(figures?.stars ?? ""),
  String(figures?.star_gain_90d ?? ""),
  figures?.as_of ?? "",
];

async function* companiesCsv(db: Db): AsyncGenerator<string> {
  yield csvLines([[...COMPANY_CSV_COLUMNS, ...FIGURE_CSV_COLUMNS]]);
  for await (const batch of publicCompanyBatches(db)) {
    yield csvLines(
      batch.map((row) => [
        ...companyCsvRow(row.company).map(escapeFormulaCell),
        ...figureCells(row),
      ]),
    );
  }
}

async function* headlinesCsv(db: Db): AsyncGenerator<string> {
  yield csvLines([[...HEADLINE_CSV_COLUMNS]]);
  for await (const batch of publicHeadlineRowBatches(db)) {
    yield csvLines(batch.map(headlineCsvRow));
  }
}

/** The three downloads of /data. */
export const DATASET_FILES = {
  companiesJson: {
    id: "companies-json",
    title: "Companies (JSON)",
    about:
      "Every published company with its description, websites, key people and their roles, " +
      "open source projects, socials, tags by category and current valuation, in the JSON " +
      "shape of the admin's batch upload, with what GitHub last said of each project's " +
      "repository (repository: stars, forks, contributors, licence, last commit, latest " +
      "release, as of a day).",
    path: "/data/companies.json",
    stem: "companies",
    extension: "json",
    contentType: "application/json",
    parts: companiesJson,
  },
  companiesCsv: {
    id: "companies-csv",
    title: "Companies (CSV)",
    about:
      "The same companies in the columns of the company CSV import: name, year founded, " +
      "location, description, websites, key people, LinkedIn profiles, open source projects, " +
      "project repositories and total funding, then the company's GitHub stars, their gain in " +
      "90 days and the day they are as of. Multiple values are separated by commas.",
    path: "/data/companies.csv",
    stem: "companies",
    extension: "csv",
    contentType: "text/csv",
    parts: companiesCsv,
  },
  headlinesCsv: {
    id: "headlines-csv",
    title: "Headlines (CSV)",
    about:
      "Funding rounds, media mentions and announcements of the published companies, in the " +
      "columns of the headline CSV import: one row per company a headline names.",
    path: "/data/headlines.csv",
    stem: "headlines",
    extension: "csv",
    contentType: "text/csv",
    parts: headlinesCsv,
  },
} as const satisfies Record<string, DatasetFile>;

/** The name a download is saved as, dated with the data: coss-companies-2026-11-26.json. */
export const datasetFileName = (file: DatasetFile, asOf: Date) =>
  `coss-${file.stem}-${asOf.toISOString().slice(0, 10)}.${file.extension}`;
