import type { Metadata } from "next";
import { ComingSoon } from "@/components/admin/coming-soon";
import { requireAdminPage } from "@/lib/auth/require-admin";

export const metadata: Metadata = { title: "Tags", robots: { index: false } };

export default async function TagsPage() {
  await requireAdminPage("/admin/tags");
  return (
    <ComingSoon
      title="Tags"
      purpose="Manage tags and tag categories, apply them to companies and merge duplicates."
    />
  );
}
