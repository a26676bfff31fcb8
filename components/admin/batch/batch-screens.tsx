import type { Metadata } from "next";
import type { ReactNode } from "react";
import type { BatchKind } from "@/lib/domain/batch/batch-kinds";
import { companyJsonSchema } from "@/lib/validation/company-json";
import { companyUpdateSchema } from "@/lib/validation/company-update";
import { describeSchemaFields } from "@/lib/validation/schema-docs";
import { CsvColumns } from "./csv-columns";
import { FieldDocs } from "./field-docs";

type BatchScreenText = {
  title: string;
  intro: string;
  /** The 'Format' notes, one sentence each. */
  format: string[];
  /** What each field or column holds. */
  docs: ReactNode;
};

const WHOLE_FILE_CHECKED = "Files up to 20 MB, checked before anything is written.";
const HEADER_ROW = "The header row must name every template column, in any order.";

/** What each of the four batch screens (admin-area §2) says, by the kind of file it takes. */
export const BATCH_SCREENS: Record<BatchKind, BatchScreenText> = {
  "companies-json": {
    title: "Batch JSON Upload",
    intro: "Create many companies at once from a JSON file.",
    format: [
      "One company as a JSON object, or many as an array of objects.",
      "Only name is required; new companies are unpublished unless published is true.",
      "The file is checked first: nothing is written until you press Import, and then the whole file is imported, or nothing if any company fails.",
      "Files up to 20 MB.",
    ],
    docs: <FieldDocs title="JSON structure" fields={describeSchemaFields(companyJsonSchema)} />,
  },
  "company-updates": {
    title: "Batch Update",
    intro: "Update many companies at once from a JSON file.",
    format: [
      "Each update names its company by shortname (required).",
      "Fields overwrite only when given and not empty; published overwrites when given.",
      "add_websites, add_key_people, add_projects, add_socials, add_tags and add_valuation append to what the company has.",
      WHOLE_FILE_CHECKED,
    ],
    docs: (
      <FieldDocs
        title="JSON structure"
        fields={describeSchemaFields(companyUpdateSchema, ["shortname"])}
      />
    ),
  },
  "companies-csv": {
    title: "Import Companies",
    intro: "Create companies from a CSV file.",
    format: [
      HEADER_ROW,
      'Cells holding commas are quoted, as CSV allows: "Ada, Linus".',
      "A cell starting with =, +, - or @ is refused (a spreadsheet would run it).",
      WHOLE_FILE_CHECKED,
    ],
    docs: (
      <CsvColumns
        columns={[
          { name: "company_name", notes: "the company's name (required in every row)" },
          { name: "year_founded", notes: "4-digit year" },
          { name: "location", notes: "'City, ST, USA' or 'City, Country'" },
          { name: "description", notes: "text" },
          { name: "websites", notes: "comma-separated http(s) URLs, the first is the primary" },
          { name: "key_people", notes: "comma-separated names; the first is marked founder" },
          {
            name: "linkedin_profiles",
            notes: "comma-separated URLs, matching key_people by position",
          },
          { name: "oss_projects", notes: "comma-separated project names" },
          {
            name: "project_resources",
            notes: "comma-separated repository URLs, matching oss_projects by position",
          },
          { name: "total_funding", notes: "such as 10M or 1.5B; other characters are stripped" },
        ]}
      />
    ),
  },
  "headlines-csv": {
    title: "Import Headlines",
    intro: "Create headlines from a CSV file.",
    format: [
      HEADER_ROW,
      "Rows without a company or a type are skipped and reported.",
      "Rows equal but for the company become one headline linked to each company.",
      WHOLE_FILE_CHECKED,
    ],
    docs: (
      <CsvColumns
        columns={[
          { name: "company_name", notes: "must match an existing organization name exactly" },
          { name: "headline_type", notes: "funding, media_mention or announcement" },
          { name: "headline_date", notes: "YYYY-MM-DD" },
          { name: "url", notes: "http(s) URL of the article" },
          { name: "description", notes: "the headline's title" },
          {
            name: "total_amount",
            notes: "USD, needed only for funding (25000000, 25M or 1.5B)",
          },
        ]}
      />
    ),
  },
};

/** A batch screen's page title, kept out of search engines. */
export const batchScreenMetadata = (kind: BatchKind): Metadata => ({
  title: BATCH_SCREENS[kind].title,
  robots: { index: false },
});
