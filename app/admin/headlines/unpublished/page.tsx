import type { Metadata } from "next";
import { ComingSoon } from "@/components/admin/coming-soon";
import { requireAdminPage } from "@/lib/auth/require-admin";

export const metadata: Metadata = { title: "Unpublished Headlines", robots: { index: false } };

export default async function UnpublishedHeadlinesPage() {
  await requireAdminPage("/admin/headlines/unpublished");
  return (
    <ComingSoon
      title="Unpublished Headlines"
      purpose="Review the headlines that only administrators can see, and publish them."
    />
  );
}
