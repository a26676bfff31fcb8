import { BatchScreen } from "@/components/admin/batch/batch-screen";
import { batchScreenMetadata } from "@/components/admin/batch/batch-screens";
import { requireAdminPage } from "@/lib/auth/require-admin";

export const metadata = batchScreenMetadata("companies-csv");

export default async function ImportCompaniesPage() {
  await requireAdminPage("/admin/organizations/import");
  return <BatchScreen kind="companies-csv" />;
}
