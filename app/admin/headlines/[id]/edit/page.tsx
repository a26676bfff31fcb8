import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { restoreControl } from "@/app/admin/history/restore-control";
import { HistoryPanel } from "@/components/admin/history/history-panel";
import { Badge } from "@/components/ui/badge";
import { ErrorPanel } from "@/components/ui/error-panel";
import { aiProviderChoices } from "@/lib/admin/ai/ai-config";
import { getHeadlineForEdit } from "@/lib/admin/headlines/get-headline-for-edit";
import { listEntityChanges } from "@/lib/admin/history/list-changes";
import { ensureDraftMode } from "@/lib/auth/ensure-draft-mode";
import { requireAdminPage } from "@/lib/auth/require-admin";
import { parseReviewSet } from "@/lib/domain/headline-review";
import { parseRowId } from "@/lib/domain/row-id";
import { AdminHeadlineForm } from "../../_components/admin-headline-form";
import { DeleteHeadlineButton } from "../../_components/delete-headline-button";
import { headlineFormValues } from "@/components/admin/headlines/headline-form-values";
import { ReviewNavigation } from "../../_components/review-navigation";

export const metadata: Metadata = { title: "Edit Headline", robots: { index: false } };

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function EditHeadlinePage({ params, searchParams }: Props) {
  const { id: rawId } = await params;
  const set = parseReviewSet((await searchParams).set);
  const path = `/admin/headlines/${encodeURIComponent(rawId)}/edit${set === "all" ? "" : `?set=${set}`}`;
  const admin = await requireAdminPage(path);
  const id = parseRowId(rawId);
  if (id === null) notFound();
  await ensureDraftMode(path);
  const loaded = await getHeadlineForEdit(admin, id, set);
  if (!loaded.ok) {
    return (
      <div className="space-y-6">
        <h1 className="text-2xl font-bold text-brand">Edit Headline</h1>
        <ErrorPanel title="Error" message="Failed to fetch headline" />
      </div>
    );
  }
  if (!loaded.headline) notFound();
  const { headline, version, neighbours } = loaded;
  const history = await listEntityChanges(admin, "headline", headline.id);
  return (
    <div className="space-y-6">
      <ReviewNavigation id={headline.id} set={set} neighbours={neighbours} />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="flex items-center gap-3 text-2xl font-bold text-brand">
          Edit Headline {!headline.published && <Badge color="warning">Unpublished</Badge>}
        </h1>
        {!headline.published && <DeleteHeadlineButton headlineId={headline.id} version={version} />}
      </div>
      <AdminHeadlineForm
        headlineId={headline.id}
        version={version}
        initial={headlineFormValues(headline)}
        providers={aiProviderChoices()}
      />
      <HistoryPanel entries={history} renderActions={(entry) => restoreControl(entry)} />
    </div>
  );
}
