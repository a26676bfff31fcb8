import type { Metadata } from "next";
import { ComingSoon } from "@/components/admin/coming-soon";
import { requireAdminPage } from "@/lib/auth/require-admin";

export const metadata: Metadata = { title: "Batch Update", robots: { index: false } };

export default async function BatchUpdatePage() {
  await requireAdminPage("/admin/organizations/batch-update");
  return (
    <ComingSoon title="Batch Update" purpose="Update many companies at once from a JSON file." />
  );
}
