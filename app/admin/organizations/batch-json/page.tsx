import type { Metadata } from "next";
import { ComingSoon } from "@/components/admin/coming-soon";
import { requireAdminPage } from "@/lib/auth/require-admin";

export const metadata: Metadata = { title: "Batch JSON Upload", robots: { index: false } };

export default async function BatchJsonUploadPage() {
  await requireAdminPage("/admin/organizations/batch-json");
  return (
    <ComingSoon
      title="Batch JSON Upload"
      purpose="Create many companies at once from a JSON file."
    />
  );
}
