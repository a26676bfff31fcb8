import { BatchScreen } from "@/components/admin/batch/batch-screen";
import { batchScreenMetadata } from "@/components/admin/batch/batch-screens";
import { requireAdminPage } from "@/lib/auth/require-admin";

export const metadata = batchScreenMetadata("companies-json");

export default async function BatchJsonUploadPage() {
  await requireAdminPage("/admin/organizations/batch-json");
  return <BatchScreen kind="companies-json" />;
}
