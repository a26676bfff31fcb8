import type { Metadata } from "next";
import { ComingSoon } from "@/components/admin/coming-soon";
import { requireAdminPage } from "@/lib/auth/require-admin";

export const metadata: Metadata = { title: "Import Companies", robots: { index: false } };

export default async function ImportCompaniesPage() {
  await requireAdminPage("/admin/organizations/import");
  return <ComingSoon title="Import Companies" purpose="Create companies from a CSV file." />;
}
