import type { Metadata } from "next";
import { BatchScreen } from "@/components/admin/batch/batch-screen";
import { CsvColumns } from "@/components/admin/batch/csv-columns";
import { requireAdminPage } from "@/lib/auth/require-admin";

export const metadata: Metadata = { title: "Import Companies", robots: { index: false } };

const COLUMNS = [
  { name: "company_name", notes: "the company's name (required in every row)" },
  { name: "year_founded", notes: "4-digit year" },
  { name: "location", notes: "'City, ST, USA' or 'City, Country'" },
  { name: "description", notes: "text" },
  { name: "websites", notes: "comma-separated http(s) URLs, the first is the primary" },
  { name: "key_people", notes: "comma-separated names; the first is marked founder" },
  { name: "linkedin_profiles", notes: "comma-separated URLs, matching key_people by position" },
  { name: "oss_projects", notes: "comma-separated project names" },
  {
    name: "project_resources",
    notes: "comma-separated repository URLs, matching oss_projects by position",
  },
  { name: "total_funding", notes: "such as 10M or 1.5B; other characters are stripped" },
];

export default async function ImportCompaniesPage() {
  await requireAdminPage("/admin/organizations/import");
  return (
    <BatchScreen
      kind="companies-csv"
      title="Import Companies"
      intro="Create companies from a CSV file."
      formatHelp={
        <ul className="ml-5 list-disc space-y-1">
          <li>The header row must name every template column, in any order.</li>
          <li>Cells holding commas are quoted, as CSV allows: &quot;Ada, Linus&quot;.</li>
          <li>A cell starting with =, +, - or @ is refused (a spreadsheet would run it).</li>
          <li>Files up to 20 MB, checked before anything is written.</li>
        </ul>
      }
      docs={<CsvColumns columns={COLUMNS} />}
    />
  );
}
