import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/components/admin/page-header";
import { listOgTemplates } from "@/lib/admin/og/og-templates";
import { searchPublishedCompanies } from "@/lib/admin/og/published-companies";
import { requireAdminPage } from "@/lib/auth/require-admin";
import { OgDesigner } from "./_components/og-designer";

export const metadata: Metadata = { title: "OG Images", robots: { index: false } };

export default async function OgImagesPage() {
  const admin = await requireAdminPage("/admin/og-images");
  const [templates, [first]] = await Promise.all([
    listOgTemplates(admin),
    searchPublishedCompanies(admin, "", 1),
  ]);
  return (
    <div className="space-y-6">
      <PageHeader title="Social preview images">
        <div className="flex gap-4 text-sm">
          <Link href="/admin/og-images/setup" className="font-medium text-brand underline">
            Template table setup
          </Link>
          <Link href="/admin" className="font-medium text-brand underline">
            Back to Admin
          </Link>
        </div>
      </PageHeader>
      <OgDesigner
        templates={templates}
        initialCompany={first ? { name: first.name, shortname: first.shortname } : null}
      />
    </div>
  );
}
