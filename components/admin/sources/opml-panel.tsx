"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { ActionStatus } from "@/components/ui/action-status";
import { buttonClass } from "@/components/ui/button";
import { HeadedSection } from "@/components/ui/headed-section";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { OpmlImported } from "@/lib/admin/sources/import-opml";

const OPML = "/api/admin/sources/opml";
const FAILED = "The file could not be sent: reload the page and try again.";

/**
 * The sources as an OPML file to download, and an OPML file (a feed reader's export) to
 * import: each feed becomes an outlet, the URLs already present are skipped.
 */
export function OpmlPanel() {
  const router = useRouter();
  const ready = useHydrated();
  const [importing, setImporting] = useState(false);
  const [result, setResult] = useState<OpmlImported | null>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read from the input itself: a file chosen as the page hydrated is there too.
    const input = event.currentTarget.elements.namedItem("opml") as HTMLInputElement;
    const file = input.files?.[0];
    if (!file) return setResult({ ok: false, message: "OPML file: choose a file first." });
    setImporting(true);
    setResult(null);
    try {
      const response = await fetch(OPML, { method: "POST", body: file });
      const body = await response.json();
      setResult(body.error ? { ok: false, message: body.error } : body);
    } catch {
      setResult({ ok: false, message: FAILED });
    } finally {
      setImporting(false);
      router.refresh();
    }
  }

  const lines = result?.ok ? [...result.skipped, ...result.invalid] : [];
  return (
    <HeadedSection id="opml-heading" title="OPML" className="space-y-3">
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <a href={OPML} download className={buttonClass.secondary}>
          Export OPML
        </a>
        <div>
          <label htmlFor="opml-file" className="block text-sm font-medium text-slate-800">
            OPML file
          </label>
          <input
            id="opml-file"
            name="opml"
            type="file"
            accept=".opml,.xml,text/x-opml,application/xml,text/xml"
            disabled={!ready || importing}
            className="mt-1 block text-sm"
          />
        </div>
        <button type="submit" disabled={!ready || importing} className={buttonClass.primary}>
          {importing ? "Importing…" : "Import OPML"}
        </button>
      </form>
      <ActionStatus result={result}>
        {lines.length > 0 && (
          <ul
            aria-label="Feeds not imported"
            className="mt-1 list-disc pl-5 text-sm text-slate-700"
          >
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </ActionStatus>
    </HeadedSection>
  );
}
