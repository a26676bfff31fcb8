"use client";

import { Button } from "@/components/ui/button";
import { HeadedSection } from "@/components/ui/headed-section";
import { useSyncAll } from "./use-sync-all";

// A sweep of thousands of repositories logs a line per failure: the latest stay on screen.
const SHOWN = 500;

/**
 * 'Sync all now': every repository made due and synced by one sweep, with a progress bar, a
 * line for each repository that failed, and the summary (a pause GitHub set included).
 */
export function SyncAllPanel() {
  const { state, start } = useSyncAll();
  const { progress, lines, summary } = state;
  return (
    <HeadedSection id="sync-all-heading" title="Sync all repositories" className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="primary" disabled={state.running} onClick={start}>
          {state.running ? "Syncing…" : "Sync all now"}
        </Button>
        <p className="text-sm text-slate-600">
          Every repository becomes due and is synced now, within GitHub&apos;s limits.
        </p>
      </div>
      {progress && (
        <div className="space-y-1 text-sm">
          <progress
            className="h-2 w-full"
            value={progress.done}
            max={Math.max(progress.total, 1)}
            aria-label="Sync progress"
          />
          <p aria-live="polite">
            {progress.done} / {progress.total}
            {progress.name && <span className="text-slate-600"> — {progress.name}</span>}
          </p>
        </div>
      )}
      {lines.length > 0 && (
        <ol
          aria-label="Failed repositories"
          className="max-h-60 overflow-y-auto rounded-md bg-slate-900 p-3 font-mono text-xs text-slate-100"
        >
          {lines.length > SHOWN && (
            <li className="text-slate-400">… {lines.length - SHOWN} earlier lines</li>
          )}
          {lines.slice(-SHOWN).map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ol>
      )}
      <div role="status" aria-live="polite">
        {summary?.lines.map((line) => (
          <p key={line} className={summary.ok ? "text-sm text-green-700" : "text-sm text-red-700"}>
            {line}
          </p>
        ))}
      </div>
    </HeadedSection>
  );
}
