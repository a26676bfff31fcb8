import { BatchScreen } from "@/components/admin/batch/batch-screen";
import { batchScreenMetadata } from "@/components/admin/batch/batch-screens";
import { requireAdminPage } from "@/lib/auth/require-admin";

export const metadata = batchScreenMetadata("headlines-csv");

export default async function ImportHeadlinesPage() {
  await requireAdminPage("/admin/headlines/import");
  return <BatchScreen kind="headlines-csv" />;
}
