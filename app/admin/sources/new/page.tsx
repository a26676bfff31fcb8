import type { Metadata } from "next";
import { EMPTY_SOURCE } from "@/components/admin/sources/source-form-values";
import { SourceForm } from "@/components/admin/sources/source-form";
import { PageHeader } from "@/components/admin/page-header";
import { requireAdminPage } from "@/lib/auth/require-admin";
import { sourceFormActions } from "../form-actions";

export const metadata: Metadata = { title: "Add News Source", robots: { index: false } };

export default async function NewSourcePage() {
  await requireAdminPage("/admin/sources/new");
  return (
    <div className="space-y-6">
      <PageHeader
        title="Add News Source"
        intro="Its feed is read before it is saved: a feed that cannot be read is not added."
      />
      <SourceForm
        sourceId={null}
        version={null}
        initial={EMPTY_SOURCE}
        actions={sourceFormActions}
      />
    </div>
  );
}
