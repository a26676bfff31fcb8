"use client";

import { useEffect, useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { externalLinkProps } from "@/components/ui/external-link";
import { Field, inputClass } from "@/components/ui/field";
import { HeadedSection } from "@/components/ui/headed-section";
import { createShortlinkAction } from "../actions";
import { ActionStatus } from "@/components/ui/action-status";
import { useAction } from "@/components/ui/use-action";
import type { OgTemplateStyle } from "@/lib/domain/og-template";

type ShortlinkAnswer = Awaited<ReturnType<typeof createShortlinkAction>>;

type Props = {
  shortname: string;
  published: boolean;
  hasServerKey: boolean;
  /** The card as designed on the page; null until the designer has one. */
  design: OgTemplateStyle | null;
};

const MISSING = "Please ensure you have an organization, OG image preview, and Dub API key.";
// admin-area §9: copy confirmations last 2 s.
const COPIED_MS = 2000;

/**
 * 'Create Shortlink' through Dub, with the card as designed on the page as the link's image;
 * the key typed here is sent for this request only.
 */
export function ShortlinkPanel({ shortname, published, hasServerKey, design }: Props) {
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
    // The link leads to the public page, which exists for published companies only.
    if (!published || !design || (!hasServerKey && apiKey.trim() === "")) {
      setResult({ ok: false, message: MISSING });
      return;
    }
    run(() => createShortlinkAction(shortname, apiKey, design));
  }

  async function copy(link: string) {
    await navigator.clipboard.writeText(link).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  }

  return (
    <HeadedSection id="shortlink-heading" title="Shortlink">
      <Field
        id="dub-api-key"
        label="Dub API key"
        hint={
          hasServerKey
            ? "Configured on the server (DUB_API_KEY): leave empty to use it."
            : "Used for this request only, never stored. Set DUB_API_KEY on the server to skip this."
        }
      >
        {(aria) => (
          <input
            {...aria}
            type="password"
            autoComplete="off"
            value={apiKey}
            onChange={(event) => setApiKey(event.target.value)}
            className={inputClass}
          />
        )}
      </Field>
      <button type="button" className={buttonClass.secondary} disabled={creating} onClick={create}>
        {creating ? "Creating…" : "Create Shortlink"}
      </button>
      <ActionStatus result={result} className="space-y-2">
        {result?.ok && (
          <p className="flex items-center gap-2 text-sm">
            <a
              href={result.shortLink}
              {...externalLinkProps}
              className="font-medium text-brand underline"
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
    </HeadedSection>
  );
}
