import type { Metadata } from "next";
import { ComingSoon } from "@/components/admin/coming-soon";
import { requireAdminPage } from "@/lib/auth/require-admin";

export const metadata: Metadata = { title: "OG Images Setup", robots: { index: false } };

export default async function OgImagesSetupPage() {
  await requireAdminPage("/admin/og-images/setup");
  return (
    <ComingSoon
      title="OG Images Setup"
      purpose="Set up the table of social preview image templates."
    />
  );
}
