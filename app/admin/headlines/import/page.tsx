import type { Metadata } from "next";
import { BatchScreen } from "@/components/admin/batch/batch-screen";
import { CsvColumns } from "@/components/admin/batch/csv-columns";
import { requireAdminPage } from "@/lib/auth/require-admin";

export const metadata: Metadata = { title: "Import Headlines", robots: { index: false } };

const COLUMNS = [
  { name: "company_name", notes: "must match an existing organization name exactly" },
  { name: "headline_type", notes: "funding, media_mention or announcement" },
  { name: "headline_date", notes: "YYYY-MM-DD" },
  { name: "url", notes: "http(s) URL of the article" },
  { name: "description", notes: "the headline's title" },
  { name: "total_amount", notes: "USD, needed only for funding (25000000, 25M or 1.5B)" },
];

export default async function ImportHeadlinesPage() {
  await requireAdminPage("/admin/headlines/import");
  return (
    <BatchScreen
      kind="headlines-csv"
      title="Import Headlines"
      intro="Create headlines from a CSV file."
      formatHelp={
        <ul className="ml-5 list-disc space-y-1">
          <li>The header row must name every template column, in any order.</li>
          <li>Rows without a company or a type are skipped and reported.</li>
          <li>Rows equal but for the company become one headline linked to each company.</li>
          <li>Files up to 20 MB, checked before anything is written.</li>
        </ul>
      }
      docs={<CsvColumns columns={COLUMNS} />}
    />
  );
}
