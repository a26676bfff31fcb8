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
    path: "/data/companies.json",
    stem: "companies",
    extension: "json",
    contentType: "application/json",
    parts: companiesJson,
  },
  companiesCsv: {
    path: "/data/companies.csv",
    stem: "companies",
    extension: "csv",
    contentType: "text/csv",
    parts: companiesCsv,
  },
  headlinesCsv: {
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
