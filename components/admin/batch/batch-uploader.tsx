"use client";

import { useState } from "react";
import type { BatchKind, BatchReport } from "@/lib/domain/batch/batch-kinds";
import { fileSizeProblem } from "@/lib/domain/batch/file-limit";
import { BatchPreview } from "./batch-preview";
import { CheckReport } from "./check-report";
import { ProbableDuplicates } from "./probable-duplicates";
import { ProcessingLog } from "./processing-log";
import { useBatchImport } from "./use-batch-import";
import { buttonClass } from "@/components/ui/button";
import { useHydrated } from "@/components/ui/use-hydrated";

// The probable duplicates to import anyway as the import's `anyway` parameter: "all" keeps
// the address short when every one of them is chosen.
function anywayParam(checked: Extract<BatchReport, { ok: true }>, chosen: Set<number>) {
  const numbers = checked.warnings.map((w) => w.number).filter((n) => chosen.has(n));
  return numbers.length > 0 && numbers.length === checked.warnings.length
    ? "all"
    : numbers.join(",");
}

type Props = { kind: BatchKind; accept: ".json" | ".csv"; label: string };

/**
 * Choose a file, see it checked (preview, problems, probable duplicates to import or skip, what
 * would happen), then import it all or nothing, or without the items with problems, following
 * the server's progress.
 */
export function BatchUploader({ kind, accept, label }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<BatchReport | null>(null);
  const [checking, setChecking] = useState(false);
  const [skipProblems, setSkipProblems] = useState(false);
  const [importAnyway, setImportAnyway] = useState<Set<number>>(new Set());
  const { state, start, reset } = useBatchImport(kind);
  // A file chosen before React has hydrated would be read by nobody: the input waits for it.
  const ready = useHydrated();

  async function choose(chosen: File | null) {
    setFile(chosen);
    setReport(null);
    // Each file starts all or nothing: skipping is chosen for the file at hand.
    setSkipProblems(false);
    setImportAnyway(new Set());
    reset();
    if (!chosen) return;
    const tooLarge = fileSizeProblem(chosen.size);
    if (tooLarge) return setReport({ ok: false, message: tooLarge });
    setChecking(true);
    try {
      const response = await fetch(`/api/admin/batch/check?kind=${kind}`, {
        method: "POST",
        body: chosen,
      });
      const body = await response.json();
      setReport(response.ok || body.ok === false ? body : { ok: false, message: body.error });
    } catch {
      setReport({ ok: false, message: "An error occurred during processing" });
    } finally {
      setChecking(false);
    }
  }

  const checked = report?.ok ? report : null;
  const canImport =
    !!file &&
    !!checked &&
    !state.running &&
    (checked.problems.length === 0 ? checked.ready > 0 : skipProblems && checked.ready > 0);

  return (
    <div className="space-y-6">
      <div>
        <label htmlFor="batch-file" className="block text-sm font-medium">
          {label}
        </label>
        <input
          id="batch-file"
          type="file"
          accept={accept}
          disabled={state.running || !ready}
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
          className="mt-1 block text-sm"
        />
        {checking && (
          <p role="status" className="mt-2 text-sm">
            Checking the file…
          </p>
        )}
      </div>
      {report && !report.ok && (
        <div
          role="alert"
          data-testid="batch-file-error"
          className="rounded-md border border-red-300 bg-red-50 p-4 text-sm text-red-800"
        >
          {report.message}
        </div>
      )}
      {checked && <BatchPreview items={checked.preview} total={checked.total} />}
      {checked && <CheckReport report={checked} />}
      {checked && (
        <ProbableDuplicates
          warnings={checked.warnings}
          importAnyway={importAnyway}
          onChange={setImportAnyway}
          disabled={state.running}
        />
      )}
      {checked && (
        <div className="flex flex-wrap items-center gap-4">
          <button
            type="button"
            disabled={!canImport}
            onClick={() => file && start(file, skipProblems, anywayParam(checked, importAnyway))}
            className={buttonClass.primary}
          >
            {state.running ? "Importing…" : "Import"}
          </button>
          {checked.problems.length > 0 && (
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={skipProblems}
                onChange={(event) => setSkipProblems(event.target.checked)}
              />
              Skip the items with problems
            </label>
          )}
        </div>
      )}
      {state.summary && (
        <div
          role={state.summary.ok ? "status" : "alert"}
          className={`rounded-md border p-4 text-sm ${state.summary.ok ? "border-green-300 bg-green-50 text-green-900" : "border-red-300 bg-red-50 text-red-800"}`}
        >
          {state.summary.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      )}
      <ProcessingLog progress={state.progress} lines={state.lines} />
    </div>
  );
}
