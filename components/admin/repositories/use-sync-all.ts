"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import type { SyncAllEvent } from "@/lib/admin/repositories/sync-all-events";

export type SyncAllState = {
  running: boolean;
  progress: { done: number; total: number; name: string } | null;
  /** The repositories that failed, each with its reason. */
  lines: string[];
  summary: { ok: boolean; lines: string[] } | null;
};

const IDLE: SyncAllState = { running: false, progress: null, lines: [], summary: null };
const FAILED = "The sync could not be started: reload the page and try again.";

function applied(state: SyncAllState, event: SyncAllEvent): SyncAllState {
  switch (event.type) {
    case "start":
      return { ...state, progress: { done: 0, total: event.total, name: "" } };
    case "progress":
      return { ...state, progress: { done: event.done, total: event.total, name: event.name } };
    case "log":
      return { ...state, lines: [...state.lines, event.line] };
    case "done":
      return { ...state, summary: { ok: event.ok, lines: event.summary } };
    case "error":
      return { ...state, summary: { ok: false, lines: [event.message] } };
  }
}

/** Runs Sync all now on the server and follows its NDJSON stream, as the batch imports do. */
export function useSyncAll() {
  const router = useRouter();
  const [state, setState] = useState<SyncAllState>(IDLE);
  const apply = (event: SyncAllEvent) => setState((current) => applied(current, event));

  async function start() {
    setState({ ...IDLE, running: true });
    try {
      const response = await fetch("/api/admin/repositories/sync-all", { method: "POST" });
      if (!response.ok || !response.body) {
        const body = await response.json().catch(() => null);
        apply({ type: "error", message: body?.error ?? FAILED });
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
        for (const line of lines) if (line.trim()) apply(JSON.parse(line) as SyncAllEvent);
      }
    } catch {
      apply({ type: "error", message: FAILED });
    } finally {
      setState((current) => ({ ...current, running: false }));
      // The table and the budget as the sweep left them.
      router.refresh();
    }
  }

  return { state, start };
}
