"use client";

import { useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";

type Props = { label: string; text: string; rows?: number };

/** A snippet to paste elsewhere: read-only, labelled, with a button that copies it. */
export function CopySnippet({ label, text, rows = 3 }: Props) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    await navigator.clipboard.writeText(text).then(
      () => setCopied(true),
      // Without clipboard access (an insecure origin, a refusal) the text is selected instead.
      () => (document.getElementById(id) as HTMLTextAreaElement | null)?.select(),
    );
  }

  return (
    <div className="space-y-1">
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        <Button variant="small" onClick={copy} aria-describedby={`${id}-status`}>
          Copy
        </Button>
      </div>
      <textarea
        id={id}
        readOnly
        value={text}
        rows={rows}
        onFocus={(event) => event.currentTarget.select()}
        className="w-full resize-none rounded-md border border-slate-300 bg-slate-50 p-2 font-mono text-xs text-slate-800"
      />
      <p id={`${id}-status`} role="status" className="min-h-4 text-xs text-green-800">
        {copied ? "Copied" : ""}
      </p>
    </div>
  );
}
