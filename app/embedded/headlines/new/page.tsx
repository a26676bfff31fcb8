import type { Metadata } from "next";
import { aiProviderChoices } from "@/lib/admin/ai/ai-config";
import { headers } from "next/headers";
import { requireAdminPage } from "@/lib/auth/require-admin";
import { getSessionUser } from "@/lib/auth/session";
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
  // Framed by another site, the browser sends no session cookie, and /login cannot be framed:
  // the form asks for a sign-in in a window of its own (also when its actions, signed in by a
  // token, render it again). Opened as a page of its own, /login as usual.
  const signedIn = (await getSessionUser())?.isAdmin === true;
  const destination = (await headers()).get("sec-fetch-dest");
  if (!signedIn && (destination === null || destination === "document")) {
    await requireAdminPage(`/embedded/headlines/new${query ? `?${query}` : ""}`);
  }
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <h1 className="text-xl font-bold text-brand">Add Headline</h1>
      <EmbeddedHeadlineForm
        initial={emptyHeadline(prefill)}
        providers={signedIn ? aiProviderChoices() : []}
        autoAnalyze={signedIn && autoAnalyze === "true" && prefill !== ""}
        signedIn={signedIn}
        parentOrigins={env().EMBED_PARENT_ORIGINS}
      />
    </div>
  );
}
