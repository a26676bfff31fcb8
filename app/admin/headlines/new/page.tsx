import type { Metadata } from "next";
import { ComingSoon } from "@/components/admin/coming-soon";
import { requireAdminPage } from "@/lib/auth/require-admin";

export const metadata: Metadata = { title: "Add Headline", robots: { index: false } };

export default async function AddHeadlinePage() {
  await requireAdminPage("/admin/headlines/new");
  return (
    <ComingSoon
      title="Add Headline"
      purpose="Add a headline and link it to the companies it mentions."
    />
  );
}
