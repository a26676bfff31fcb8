"use client";

import { useEffect, useState } from "react";
import { buttonClass } from "@/components/ui/button";

// admin-area §9: copy confirmations last 2 s.
const COPIED_MS = 2000;

/** 'Generate SQL for Setup' shows the SQL, with 'Copy SQL' confirming for 2 s. */
export function SetupSql({ sqlText }: { sqlText: string }) {
  const [shown, setShown] = useState(false);
  const [copied, setCopied] = useState<"copied" | "failed" | null>(null);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(null), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(sqlText);
      setCopied("copied");
    } catch {
      setCopied("failed");
    }
  }

  if (!shown) {
    return (
      <button type="button" className={buttonClass.primary} onClick={() => setShown(true)}>
        Generate SQL for Setup
      </button>
    );
  }
  return (
    <div className="space-y-2">
      <div className="flex items-center gap-3">
        <button type="button" className={buttonClass.secondary} onClick={copy}>
          {copied === "copied" ? "Copied!" : "Copy SQL"}
        </button>
        {copied === "failed" && (
          <span role="alert" className="text-sm text-red-700">
            The browser refused to copy: select the SQL and copy it by hand.
          </span>
        )}
      </div>
      <pre
        aria-label="Setup SQL"
        className="max-h-96 overflow-auto rounded-md bg-slate-900 p-4 text-xs text-slate-100"
      >
        {sqlText}
      </pre>
    </div>
  );
}
