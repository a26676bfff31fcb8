import "server-only";
import { eq } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import { getDb, type Db } from "@/lib/db/client";
import { newsSource } from "@/lib/db/schema";
import { pollSource, type PollOutcome } from "@/lib/feeds/poll-source";
import { refused, type ActionResult } from "../action-result";
import { adminWorker } from "../repositories/claim-repository";
import { getCompanyMatcher } from "../url-analysis/company-matcher-cache";
import { claimNewsSource, releaseNewsSource } from "./claim-source";
import { SOURCE_NOT_FOUND } from "./save-source";

/**
 * Polls news source `id` at once, as the sweep polls a due one: claimed with a lease so that no
 * sweep polls it meanwhile, its new items about our companies into the review queue, then due
 * again an interval later. What it read is the feed's, not a curator's edit: like the sweep's
 * polls, this writes no history, and candidates are unpublished, so no public page changes.
 */
export async function fetchNewsSourceNow(
  _admin: AdminUser,
  id: number,
  { now = new Date() }: { now?: Date } = {},
): Promise<ActionResult> {
  const db = await getDb();
  const worker = adminWorker();
  if (!(await claimNewsSource(db, id, { worker, now }))) return refused(await whyUnclaimed(db, id));
  try {
    const [source] = await db.select().from(newsSource).where(eq(newsSource.id, id));
    if (!source) return refused(SOURCE_NOT_FOUND);
    const outcome = await pollSource(db, source, await getCompanyMatcher(), now);
    return outcomeMessage(source.name, outcome);
  } finally {
    // pollSource releases its claim as it settles; this covers a poll that never got there.
    await releaseNewsSource(db, id, worker);
  }
}

const items = (count: number) => `${count} ${count === 1 ? "item" : "items"}`;

/** What a poll of source `name` did, in plain words. */
export function outcomeMessage(name: string, outcome: PollOutcome): ActionResult {
  switch (outcome.outcome) {
    case "added":
      return {
        ok: true,
        message: `Fetched "${name}": ${items(outcome.found)} read, ${items(outcome.added)} added to the review queue.`,
      };
    case "unchanged":
      return { ok: true, message: `"${name}" is unchanged since its last fetch.` };
    case "failed":
      return refused(`Could not fetch "${name}": ${outcome.reason}`);
  }
}

// A claim refused: the source is gone, or a poll holds it.
async function whyUnclaimed(db: Db, id: number): Promise<string> {
  const [row] = await db
    .select({ name: newsSource.name })
    .from(newsSource)
    .where(eq(newsSource.id, id));
  if (!row) return SOURCE_NOT_FOUND;
  return `"${row.name}" is being fetched right now: try again in a moment.`;
}
