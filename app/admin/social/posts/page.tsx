import type { Metadata } from "next";
import { ComingSoon } from "@/components/admin/coming-soon";
import { requireAdminPage } from "@/lib/auth/require-admin";

export const metadata: Metadata = { title: "Social Posts", robots: { index: false } };

export default async function SocialPostsPage() {
  await requireAdminPage("/admin/social/posts");
  return (
    <ComingSoon title="Social Posts" purpose="The posts about companies on social networks." />
  );
}
