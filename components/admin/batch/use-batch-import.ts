"use client";

import { useState } from "react";
import type { BatchEvent, BatchKind } from "@/lib/domain/batch/batch-kinds";
import type { Progress } from "./processing-log";

export type ImportState = {
  running: boolean;
  progress: Progress | null;
  lines: string[];
  summary: { ok: boolean; lines: string[] } | null;
};

const IDLE: ImportState = { running: false, progress: null, lines: [], summary: null };

/** Runs an import on the server and follows its NDJSON stream of progress and log lines. */
export function useBatchImport(kind: BatchKind) {
  const [state, setState] = useState<ImportState>(IDLE);

  function apply(event: BatchEvent) {
    setState((current) => {
      switch (event.type) {
        case "start":
          return { ...current, progress: { done: 0, total: event.total, name: "" } };
        case "progress":
          return {
            ...current,
            progress: { done: event.done, total: event.total, name: event.name },
          };
        case "log":
          return { ...current, lines: [...current.lines, event.line] };
        case "done":
          return { ...current, summary: { ok: event.ok, lines: event.summary } };
        case "error":
          return { ...current, summary: { ok: false, lines: [event.message] } };
      }
    });
  }

  /** Imports `file`; `importAnyway` names the probable duplicates to import ("2,5" or "all"). */
  async function start(file: File, skipProblems: boolean, importAnyway = "") {
    setState({ ...IDLE, running: true });
    const params = new URLSearchParams({ kind, file: file.name });
    if (skipProblems) params.set("skip", "1");
    if (importAnyway) params.set("anyway", importAnyway);
    try {
      const response = await fetch(`/api/admin/batch/import?${params}`, {
        method: "POST",
        body: file,
      });
      if (!response.ok || !response.body) {
        const body = await response.json().catch(() => null);
        apply({
          type: "error",
          message: body?.message ?? body?.error ?? "An error occurred during import",
        });
        return;
      }
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffered = "";
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffered += value;
        const lines = buffered.split("\n");
        buffered = lines.pop() ?? "";
        for (const line of lines) if (line.trim()) apply(JSON.parse(line) as BatchEvent);
      }
    } catch {
      apply({ type: "error", message: "An error occurred during processing" });
    } finally {
      setState((current) => ({ ...current, running: false }));
    }
  }

  return { state, start, reset: () => setState(IDLE) };
}
