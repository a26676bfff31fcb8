import type { Metadata } from "next";
import { aiProviderChoices } from "@/lib/admin/ai/ai-config";
import { ensureDraftMode } from "@/lib/auth/ensure-draft-mode";
import { requireAdminPage } from "@/lib/auth/require-admin";
import { AdminHeadlineForm } from "../_components/admin-headline-form";
import { emptyHeadline } from "@/components/admin/headlines/headline-form-values";

export const metadata: Metadata = { title: "Add Headline", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AddHeadlinePage({ searchParams }: Props) {
  const { url, autoAnalyze } = await searchParams;
  const prefill = typeof url === "string" ? url.slice(0, 2048) : "";
  const path = `/admin/headlines/new${prefill ? `?url=${encodeURIComponent(prefill)}${autoAnalyze === "true" ? "&autoAnalyze=true" : ""}` : ""}`;
  await requireAdminPage(path);
  await ensureDraftMode(path);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-brand">Add Headline</h1>
      <AdminHeadlineForm
        headlineId={null}
        version={null}
        initial={emptyHeadline(prefill)}
        providers={aiProviderChoices()}
        autoAnalyze={autoAnalyze === "true" && prefill !== ""}
      />
    </div>
  );
}
