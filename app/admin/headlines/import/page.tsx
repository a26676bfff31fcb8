import type { Metadata } from "next";
import { ComingSoon } from "@/components/admin/coming-soon";
import { requireAdminPage } from "@/lib/auth/require-admin";

export const metadata: Metadata = { title: "Import Headlines", robots: { index: false } };

export default async function ImportHeadlinesPage() {
  await requireAdminPage("/admin/headlines/import");
  return <ComingSoon title="Import Headlines" purpose="Create headlines from a CSV file." />;
}
