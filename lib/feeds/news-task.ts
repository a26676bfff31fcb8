import "server-only";
import { getDb } from "@/lib/db/client";
import type { PeriodicTask } from "@/lib/periodic/scheduler";
import { runNewsSweep, type NewsSweepSummary } from "./sweep";

// The news sweep as the server's periodic task: a tick that finds no source due costs one
// statement. Candidates are unpublished, so no public page changes until a curator publishes.
const FIRST_DELAY_MS = 20_000;
const PERIOD_MS = 30_000;

/** One line on what a sweep did, for the log. */
export function describeNewsSweep({ polled, added, unchanged, failed }: NewsSweepSummary) {
  return `News sources: ${polled} polled, ${added} items added, ${unchanged} unchanged, ${failed} failed`;
}

/** The periodic news sweep (every server runs it; the claims share the sources out). */
export function newsSweepTask(): PeriodicTask {
  return {
    name: "news-sources",
    firstDelayMs: FIRST_DELAY_MS,
    periodMs: PERIOD_MS,
    async run() {
      const summary = await runNewsSweep(await getDb());
      if (summary.polled > 0) console.log(describeNewsSweep(summary));
    },
  };
}
