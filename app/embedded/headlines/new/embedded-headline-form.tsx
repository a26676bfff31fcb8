"use client";

import { useState } from "react";
import { headlineFormActions } from "@/app/admin/headlines/headline-form-actions";
import { HeadlineForm } from "@/components/admin/headlines/headline-form";
import type { HeadlineFormValues } from "@/components/admin/headlines/headline-form-values";
import type { AiProviderChoice } from "@/lib/domain/ai-providers";
import { postToHost, type HeadlineFrameMessage } from "@/lib/domain/headline-frame-messages";

type Props = {
  initial: HeadlineFormValues;
  providers: AiProviderChoice[];
  autoAnalyze: boolean;
  /** Origins besides the site's own that may hear the form's messages (EMBED_PARENT_ORIGINS). */
  parentOrigins: string[];
};

/**
 * The headline form for a frame or a small window: the URL read-only, and on save or cancel
 * a message to the parent (or the window that opened it), at allowed origins only.
 */
export function EmbeddedHeadlineForm({ parentOrigins, ...form }: Props) {
  const [done, setDone] = useState<string | null>(null);

  function tell(message: HeadlineFrameMessage) {
    const host = window.parent !== window ? window.parent : window.opener;
    if (host) postToHost(host, message, [window.location.origin, ...parentOrigins]);
  }

  if (done) {
    return (
      <p role="status" className="rounded-md bg-green-50 p-3 text-sm text-green-800">
        {done}
      </p>
    );
  }
  return (
    <HeadlineForm
      {...form}
      headlineId={null}
      version={null}
      urlReadOnly={form.initial.url !== ""}
      actions={headlineFormActions}
      onSaved={(id) => {
        tell({ type: "headline-created", id });
        setDone("Headline created. You can close this window.");
      }}
      onCancel={() => {
        tell({ type: "headline-cancelled" });
        setDone("Cancelled. You can close this window.");
      }}
    />
  );
}
