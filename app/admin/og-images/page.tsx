import type { Metadata } from "next";
import { ComingSoon } from "@/components/admin/coming-soon";
import { requireAdminPage } from "@/lib/auth/require-admin";

export const metadata: Metadata = { title: "OG Images", robots: { index: false } };

export default async function OgImagesPage() {
  await requireAdminPage("/admin/og-images");
  return <ComingSoon title="OG Images" purpose="Design the social preview image of a company." />;
}
