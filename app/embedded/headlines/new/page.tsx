import type { Metadata } from "next";
import { aiProviderChoices } from "@/lib/admin/ai/ai-config";
import { requireAdminPage } from "@/lib/auth/require-admin";
import { env } from "@/lib/env";
import { emptyHeadline } from "@/components/admin/headlines/headline-form-values";
import { EmbeddedHeadlineForm } from "./embedded-headline-form";

export const metadata: Metadata = { title: "Add Headline" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function EmbeddedHeadlinePage({ searchParams }: Props) {
  const { url, autoAnalyze } = await searchParams;
  const prefill = typeof url === "string" ? url.slice(0, 2048) : "";
  const query = new URLSearchParams({
    ...(prefill ? { url: prefill } : {}),
    ...(autoAnalyze === "true" ? { autoAnalyze: "true" } : {}),
  }).toString();
  await requireAdminPage(`/embedded/headlines/new${query ? `?${query}` : ""}`);
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <h1 className="text-xl font-bold text-brand">Add Headline</h1>
      <EmbeddedHeadlineForm
        initial={emptyHeadline(prefill)}
        providers={aiProviderChoices()}
        autoAnalyze={autoAnalyze === "true" && prefill !== ""}
        parentOrigins={env().EMBED_PARENT_ORIGINS}
      />
    </div>
  );
}
