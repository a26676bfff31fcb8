import "server-only";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import type { PeriodicTask } from "@/lib/periodic/scheduler";
import { runWebsiteChecks, type WebsiteCheckSummary } from "./sweep";

// The website checks as the server's periodic task, beside the GitHub sync and switched with
// it (GITHUB_SYNC=off: cron runs `npm run sync:github` instead). A tick checks one batch; a
// tick that finds nothing due costs a few statements and no request. The verdicts show in the
// admin area only, so no public page needs refreshing.
const FIRST_DELAY_MS = 30_000;
const PERIOD_MS = 60_000;

/** One line on what a run did, for the log and `npm run sync:github`. */
export function describeWebsiteChecks(summary: WebsiteCheckSummary): string {
  const { checked, ok, redirected, unreachable, deferred } = summary;
  const parts = [`${checked} checked`, `${ok} ok`, `${redirected} redirected`];
  parts.push(`${unreachable} unreachable`);
  if (deferred > 0) parts.push(`${deferred} asked to wait`);
  return `Website checks: ${parts.join(", ")}`;
}

/** The periodic website checks, or null when GITHUB_SYNC=off. */
export function websiteCheckTask(): PeriodicTask | null {
  if (env().GITHUB_SYNC === "off") return null;
  return {
    name: "website-checks",
    firstDelayMs: FIRST_DELAY_MS,
    periodMs: PERIOD_MS,
    async run() {
      const summary = await runWebsiteChecks(await getDb());
      // Quiet when nothing was due.
      if (summary.checked > 0) console.log(describeWebsiteChecks(summary));
    },
  };
}
