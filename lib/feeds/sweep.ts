import "server-only";
import { hostname } from "node:os";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { getCompanyMatcher } from "@/lib/admin/url-analysis/company-matcher-cache";
import type { Db } from "@/lib/db/client";
import { newsSource } from "@/lib/db/schema";
import { intArray } from "@/lib/db/sql-arrays";
import { claimDue } from "@/lib/periodic/claim";
import { pollSource, type PollOutcome } from "./poll-source";

// The news sweep: every active source that is due, claimed with a lease so that many servers
// poll each once, polled a few at a time. Each poll releases its own claim and sets when the
// source is due again; a server that dies mid-poll leaves its sources to the lease.

export type NewsSweepOptions = {
  batchSize?: number;
  concurrency?: number;
  /** Longer than a batch can take: batchSize / concurrency × a fetch's 30 s cap. */
  leaseMinutes?: number;
  now?: () => Date;
};

export type NewsSweepSummary = { polled: number; added: number; unchanged: number; failed: number };

/** Polls the due sources, batch after batch, until none is due. */
export async function runNewsSweep(
  db: Db,
  {
    batchSize = 20,
    concurrency = 4,
    leaseMinutes = 10,
    now = () => new Date(),
  }: NewsSweepOptions = {},
): Promise<NewsSweepSummary> {
  const summary: NewsSweepSummary = { polled: 0, added: 0, unchanged: 0, failed: 0 };
  const worker = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  for (;;) {
    const ids = await claimDue(db, newsSource, {
      limit: batchSize,
      leaseMs: leaseMinutes * 60_000,
      worker,
      now: now(),
      where: sql`${newsSource.active}`,
    });
    if (ids.length === 0) return summary;
    const rows = await db
      .select()
      .from(newsSource)
      .where(sql`${newsSource.id} = any(${intArray(ids)})`);
    const matcher = await getCompanyMatcher();
    const queue = [...rows];
    const poll = async () => {
      for (let source = queue.shift(); source; source = queue.shift()) {
        count(summary, await pollSource(db, source, matcher, now()));
      }
    };
    await Promise.all(Array.from({ length: concurrency }, poll));
  }
}

function count(summary: NewsSweepSummary, outcome: PollOutcome) {
  summary.polled += 1;
  if (outcome.outcome === "added") summary.added += outcome.added;
  else if (outcome.outcome === "unchanged") summary.unchanged += 1;
  else summary.failed += 1;
}
