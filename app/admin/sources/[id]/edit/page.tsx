import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { HistoryPanel } from "@/components/admin/history/history-panel";
import { sourceFormValues } from "@/components/admin/sources/source-form-values";
import { SourceForm } from "@/components/admin/sources/source-form";
import { PageHeader } from "@/components/admin/page-header";
import { listEntityChanges } from "@/lib/admin/history/list-changes";
import { getNewsSourceForEdit } from "@/lib/admin/sources/get-source-for-edit";
import { requireAdminPage } from "@/lib/auth/require-admin";
import { parseRowId } from "@/lib/domain/row-id";
import { sourceFormActions } from "../../form-actions";

export const metadata: Metadata = { title: "Edit News Source", robots: { index: false } };

type Props = { params: Promise<{ id: string }> };

export default async function EditSourcePage({ params }: Props) {
  const { id: rawId } = await params;
  const admin = await requireAdminPage(`/admin/sources/${encodeURIComponent(rawId)}/edit`);
  // A malformed id never reaches the database; unknown and malformed both read as not found.
  const id = parseRowId(rawId);
  const source = id === null ? null : await getNewsSourceForEdit(admin, id);
  if (!source) notFound();
  const history = await listEntityChanges(admin, "news_source", source.id);
  return (
    <div className="space-y-6">
      <PageHeader title="Edit News Source" intro={source.name} />
      <SourceForm
        sourceId={source.id}
        version={source.version}
        initial={sourceFormValues(source)}
        actions={sourceFormActions}
      />
      <HistoryPanel entries={history} />
    </div>
  );
}
