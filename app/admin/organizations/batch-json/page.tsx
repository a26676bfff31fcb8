import type { Metadata } from "next";
import { BatchScreen } from "@/components/admin/batch/batch-screen";
import { FieldDocs } from "@/components/admin/batch/field-docs";
import { requireAdminPage } from "@/lib/auth/require-admin";
import { companyJsonSchema } from "@/lib/validation/company-json";
import { describeSchemaFields } from "@/lib/validation/schema-docs";

export const metadata: Metadata = { title: "Batch JSON Upload", robots: { index: false } };

export default async function BatchJsonUploadPage() {
  await requireAdminPage("/admin/organizations/batch-json");
  return (
    <BatchScreen
      kind="companies-json"
      title="Batch JSON Upload"
      intro="Create many companies at once from a JSON file."
      formatHelp={
        <ul className="ml-5 list-disc space-y-1">
          <li>One company as a JSON object, or many as an array of objects.</li>
          <li>Only name is required; new companies are unpublished unless published is true.</li>
          <li>
            The file is checked first: nothing is written until you press Import, and then the whole
            file is imported, or nothing if any company fails.
          </li>
          <li>Files up to 20 MB.</li>
        </ul>
      }
      docs={<FieldDocs title="JSON structure" fields={describeSchemaFields(companyJsonSchema)} />}
    />
  );
}
