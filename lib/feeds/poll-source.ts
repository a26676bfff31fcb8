import "server-only";
import { eq, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Db } from "@/lib/db/client";
import { newsSource, organization } from "@/lib/db/schema";
import type { CompanyMatcher } from "@/lib/domain/url-analysis/company-matcher";
import { fetchFeed } from "./fetch-feed";
import { candidateOf } from "./item-candidate";
import { outletOfPage } from "./item-outlet";
import { storeCandidates } from "./store-candidates";

// One poll of a source a sweep claimed: fetched conditionally, its new items stored as
// candidates, and its state written with its claim released. A failure waits twice as long
// as the one before (from the source's interval, up to a day); five in a row flag the source.

export const FAILURES_FLAGGED = 5;
const DAY_MINUTES = 24 * 60;

export type SourceRow = typeof newsSource.$inferSelect;

export type PollOutcome =
  | { outcome: "added"; found: number; added: number }
  | { outcome: "unchanged" }
  | { outcome: "failed"; reason: string };

/** Minutes until the next poll of a source with `failures` failures in a row. */
export function minutesUntilNextPoll(intervalMinutes: number, failures: number): number {
  return Math.min(DAY_MINUTES, intervalMinutes * 2 ** failures);
}

/** Polls `source` at `now`, its items' companies found by `matcher`; never throws on the feed. */
export async function pollSource(
  db: Db,
  source: SourceRow,
  matcher: CompanyMatcher,
  now: Date,
): Promise<PollOutcome> {
  try {
    return await pollOnce(db, source, matcher, now);
  } catch (error) {
    // An unexpected failure is the source's, told like any other; the next poll waits longer.
    const reason = `Reading the feed failed: ${(error as Error).message.split("\n")[0]}`;
    await settle(db, source, now, source.failures + 1, { last_error: reason });
    return { outcome: "failed", reason };
  }
}

async function pollOnce(
  db: Db,
  source: SourceRow,
  matcher: CompanyMatcher,
  now: Date,
): Promise<PollOutcome> {
  const fetched = await fetchFeed(
    source.url,
    { etag: source.etag, lastModified: source.last_modified },
    { now },
  );
  if (fetched.outcome === "failed") {
    const failures = source.failures + 1;
    await settle(db, source, now, failures, { last_error: fetched.reason });
    return { outcome: "failed", reason: fetched.reason };
  }
  if (fetched.outcome === "unchanged") {
    await settle(db, source, now, 0, { last_error: null });
    return { outcome: "unchanged" };
  }
  const company = source.organization_id ? await companyOf(db, source.organization_id) : null;
  const of = { kind: source.kind as "company" | "outlet", company, outlet: source.outlet };
  // An item dated later than now waits until then (it is not known yet, so it comes back).
  const due = fetched.feed.items.filter((item) => item.publishedAt <= now);
  // An outlet writes about much else: only its items about a company of ours are news here.
  const candidates = due
    .map((item) => candidateOf(item, of, matcher))
    .filter((candidate) => candidate.match_reasons.length > 0);
  // A source without an outlet's name is one site: its first item's page names it for all.
  if (!source.outlet && candidates.length > 0) {
    const outlet = await outletOfPage(candidates[0].url);
    for (const candidate of candidates) candidate.media_outlet = outlet;
  }
  const added = await storeCandidates(db, source.id, candidates);
  const held = fetched.feed.items.length - due.length;
  const unrelated = due.length - candidates.length;
  const notes = [
    ...fetched.feed.notes,
    ...(held > 0 ? [`${held} items dated in the future wait until their date.`] : []),
    ...(unrelated > 0 ? [`${unrelated} items name no company of the directory.`] : []),
  ];
  await settle(db, source, now, 0, {
    last_error: null,
    etag: fetched.validators.etag,
    last_modified: fetched.validators.lastModified,
    notes,
    items_found: sql`${newsSource.items_found} + ${due.length}`,
    items_added: sql`${newsSource.items_added} + ${added}`,
  });
  return { outcome: "added", found: due.length, added };
}

async function companyOf(db: Db, id: number) {
  const [row] = await db
    .select({ id: organization.id, name: organization.name })
    .from(organization)
    .where(eq(organization.id, id));
  return row ?? null;
}

// The poll's end: its state, when it is due next, and its claim released.
async function settle(
  db: Db,
  source: SourceRow,
  now: Date,
  failures: number,
  changes: PgUpdateSetSource<typeof newsSource>,
) {
  const wait = minutesUntilNextPoll(source.interval_minutes, failures);
  await db
    .update(newsSource)
    .set({
      ...changes,
      failures,
      checked_at: now,
      next_due_at: new Date(now.getTime() + wait * 60_000),
      claimed_until: null,
      claimed_by: null,
    })
    .where(eq(newsSource.id, source.id));
}
