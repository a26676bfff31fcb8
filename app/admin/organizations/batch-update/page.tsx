import type { Metadata } from "next";
import { BatchScreen } from "@/components/admin/batch/batch-screen";
import { FieldDocs } from "@/components/admin/batch/field-docs";
import { requireAdminPage } from "@/lib/auth/require-admin";
import { companyUpdateSchema } from "@/lib/validation/company-update";
import { describeSchemaFields } from "@/lib/validation/schema-docs";

export const metadata: Metadata = { title: "Batch Update", robots: { index: false } };

export default async function BatchUpdatePage() {
  await requireAdminPage("/admin/organizations/batch-update");
  return (
    <BatchScreen
      kind="company-updates"
      title="Batch Update"
      intro="Update many companies at once from a JSON file."
      formatHelp={
        <ul className="ml-5 list-disc space-y-1">
          <li>Each update names its company by shortname (required).</li>
          <li>Fields overwrite only when given and not empty; published overwrites when given.</li>
          <li>
            add_websites, add_key_people, add_projects, add_socials, add_tags and add_valuation
            append to what the company has.
          </li>
          <li>Files up to 20 MB, checked before anything is written.</li>
        </ul>
      }
      docs={
        <FieldDocs
          title="JSON structure"
          fields={describeSchemaFields(companyUpdateSchema, ["shortname"])}
        />
      }
    />
  );
}
