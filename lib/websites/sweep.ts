import "server-only";
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { websiteCheck } from "@/lib/db/schema";
import { intArray } from "@/lib/db/sql-arrays";
import { claimDue, releaseClaims } from "@/lib/periodic/claim";
import { syncWebsiteCheckRows } from "./check-rows";
import { checkWebsite, type WebsiteCheck } from "./check-website";

// The website sweep: each company website checked once a week, never-checked ones first,
// claimed with a lease so that sweeps on many servers share the work (lib/periodic/claim.ts).
// A periodic run checks one batch, so that a tick stays short; a cron run can go on until
// nothing is due.

export type WebsiteCheckOptions = {
  batchSize?: number;
  intervalDays?: number;
  /** Each request's time cap. */
  timeoutMs?: number;
  /** How many websites are checked at once. */
  concurrency?: number;
  /**
   * How long a claim holds, longer than a batch can take: its worst case is
   * batchSize / concurrency × 2 requests × the time cap, 100 s with the defaults.
   */
  leaseMinutes?: number;
  /** Claims batch after batch until none is due (the npm script); one batch otherwise. */
  untilDone?: boolean;
  now?: () => Date;
};

export type WebsiteCheckSummary = {
  checked: number;
  ok: number;
  redirected: number;
  unreachable: number;
  /** Checks whose site asked us to come back later (429): their verdict stays. */
  deferred: number;
};

const DAY_MS = 86_400_000;

/** Checks the due company websites (one batch, or all with `untilDone`); answers the count. */
export async function runWebsiteChecks(
  db: Db,
  {
    batchSize = 20,
    intervalDays = 7,
    timeoutMs,
    concurrency = 4,
    leaseMinutes = 10,
    untilDone = false,
    now = () => new Date(),
  }: WebsiteCheckOptions = {},
): Promise<WebsiteCheckSummary> {
  const summary = { checked: 0, ok: 0, redirected: 0, unreachable: 0, deferred: 0 };
  await syncWebsiteCheckRows(db);
  const worker = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const leaseMs = leaseMinutes * 60_000;
  const done = new Set<number>();
  for (;;) {
    const ids = await claimDue(db, websiteCheck, { limit: batchSize, leaseMs, worker, now: now() });
    // A row due again within this run (an interval of zero) waits for the next run.
    const fresh = ids.filter((id) => !done.has(id));
    try {
      const rows = await claimedRows(db, fresh);
      await inParallel(rows, concurrency, async (row) => {
        done.add(row.id);
        const outcome = await checkWebsite(row.url, {
          timeoutMs,
          lookForFeed: row.feed_looked_at === null,
        });
        await storeOutcome(db, row, outcome, worker, now());
        summary.checked += 1;
        summary[outcome.status ?? "deferred"] += 1;
      });
    } finally {
      await releaseClaims(db, websiteCheck, { ids, worker, intervalMs: intervalDays * DAY_MS });
    }
    if (!untilDone || fresh.length === 0) break;
  }
  return summary;
}

// The verdict on the url that was checked, by the sweep that still holds the claim: a website
// whose url changed meanwhile, or a claim another sweep took over, is left to that one.
async function storeOutcome(
  db: Db,
  row: { id: number; url: string },
  { feedUrl, ...outcome }: WebsiteCheck,
  worker: string,
  checkedAt: Date,
) {
  await db
    .update(websiteCheck)
    .set({
      status: outcome.status ?? sql`${websiteCheck.status}`,
      http_status: outcome.http_status,
      final_url: outcome.final_url,
      last_error: outcome.last_error,
      checked_at: checkedAt,
      ...(feedUrl !== undefined && { feed_url: feedUrl, feed_looked_at: checkedAt }),
    })
    .where(
      and(
        eq(websiteCheck.id, row.id),
        eq(websiteCheck.url, row.url),
        eq(websiteCheck.claimed_by, worker),
      ),
    );
}

function claimedRows(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: websiteCheck.id,
      url: websiteCheck.url,
      feed_looked_at: websiteCheck.feed_looked_at,
    })
    .from(websiteCheck)
    .where(sql`${websiteCheck.id} = any(${intArray(ids)})`);
}

/** Runs `work` on every item, at most `limit` at once. */
async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  const queue = [...items];
  const drain = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, drain));
}
