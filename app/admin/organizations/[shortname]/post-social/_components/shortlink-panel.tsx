"use client";

import { useEffect, useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { createShortlinkAction } from "../actions";
import { ActionStatus } from "@/components/ui/action-status";
import { useAction } from "@/components/ui/use-action";

type ShortlinkAnswer = Awaited<ReturnType<typeof createShortlinkAction>>;

type Props = { shortname: string; published: boolean; hasServerKey: boolean };

const MISSING = "Please ensure you have an organization, OG image preview, and Dub API key.";
// admin-area §9: copy confirmations last 2 s.
const COPIED_MS = 2000;

/** 'Create Shortlink' through Dub; the key typed here is sent for this request only. */
export function ShortlinkPanel({ shortname, published, hasServerKey }: Props) {
  const [apiKey, setApiKey] = useState("");
  const { result, setResult, pending: creating, run } = useAction<ShortlinkAnswer>();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  function create() {
    setResult(null);
    // The card image exists for published companies only.
    if (!published || (!hasServerKey && apiKey.trim() === "")) {
      setResult({ ok: false, message: MISSING });
      return;
    }
    run(() => createShortlinkAction(shortname, apiKey));
  }

  async function copy(link: string) {
    await navigator.clipboard.writeText(link).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  }

  return (
    <section aria-labelledby="shortlink-heading" className="space-y-3">
      <h2 id="shortlink-heading" className="text-lg font-semibold text-slate-900">
        Shortlink
      </h2>
      <div>
        <label htmlFor="dub-api-key" className="block text-sm font-medium text-slate-800">
          Dub API key
        </label>
        <input
          id="dub-api-key"
          type="password"
          autoComplete="off"
          value={apiKey}
          onChange={(event) => setApiKey(event.target.value)}
          aria-describedby="dub-api-key-hint"
          className={inputClass}
        />
        <p id="dub-api-key-hint" className="mt-1 text-xs text-slate-600">
          {hasServerKey
            ? "Configured on the server (DUB_API_KEY): leave empty to use it."
            : "Used for this request only, never stored. Set DUB_API_KEY on the server to skip this."}
        </p>
      </div>
      <button type="button" className={buttonClass.secondary} disabled={creating} onClick={create}>
        {creating ? "Creating…" : "Create Shortlink"}
      </button>
      <ActionStatus result={result} className="space-y-2">
        {result?.ok && (
          <p className="flex items-center gap-2 text-sm">
            <a
              href={result.shortLink}
              className="font-medium text-brand underline"
              target="_blank"
              rel="noopener noreferrer"
            >
              {result.shortLink}
            </a>
            <button
              type="button"
              className={buttonClass.small}
              onClick={() => copy(result.shortLink)}
            >
              {copied ? "Copied!" : "Copy"}
            </button>
          </p>
        )}
      </ActionStatus>
    </section>
  );
}
