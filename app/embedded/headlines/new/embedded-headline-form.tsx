"use client";

import { useMemo, useState } from "react";
import type { HeadlineFormActions } from "@/components/admin/headlines/headline-actions";
import { HeadlineForm } from "@/components/admin/headlines/headline-form";
import type { HeadlineFormValues } from "@/components/admin/headlines/headline-form-values";
import type { AiProviderChoice } from "@/lib/domain/ai-providers";
import { postToHost, type HeadlineFrameMessage } from "@/lib/domain/headline-frame-messages";
import {
  framedFindSameUrlAction,
  framedSaveHeadlineAction,
  framedSuggestCompaniesAction,
} from "./actions";
import { SignInWindow } from "./sign-in-window";

type Props = {
  initial: HeadlineFormValues;
  providers: AiProviderChoice[];
  autoAnalyze: boolean;
  /** Origins besides the site's own that may hear the form's messages (EMBED_PARENT_ORIGINS). */
  parentOrigins: string[];
  /** Whether the request had an admin session; without one (framed by another site) the form asks for a sign-in. */
  signedIn: boolean;
};

// The form's actions with the frame token (empty with a session), kept in memory only.
const actionsWith = (token: string): HeadlineFormActions => ({
  save: (...args) => framedSaveHeadlineAction(token, ...args),
  findSameUrl: (...args) => framedFindSameUrlAction(token, ...args),
  suggestCompanies: (...args) => framedSuggestCompaniesAction(token, ...args),
});

/**
 * The headline form for a frame or a small window: the URL read-only, and on save or cancel
 * a message to the parent (or the window that opened it), at allowed origins only. Without a
 * session it offers 'Sign in in a new window' first (see SignInWindow).
 */
export function EmbeddedHeadlineForm({ parentOrigins, signedIn, ...form }: Props) {
  const [done, setDone] = useState<string | null>(null);
  const [token, setToken] = useState<string | null>(null);
  const actions = useMemo(() => actionsWith(token ?? ""), [token]);

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
  if (!signedIn && token === null) return <SignInWindow onToken={setToken} />;
  return (
    <HeadlineForm
      {...form}
      headlineId={null}
      version={null}
      urlReadOnly={form.initial.url !== ""}
      actions={actions}
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
