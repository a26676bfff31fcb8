import { BatchScreen } from "@/components/admin/batch/batch-screen";
import { batchScreenMetadata } from "@/components/admin/batch/batch-screens";
import { requireAdminPage } from "@/lib/auth/require-admin";

export const metadata = batchScreenMetadata("company-updates");

export default async function BatchUpdatePage() {
  await requireAdminPage("/admin/organizations/batch-update");
  return <BatchScreen kind="company-updates" />;
}
