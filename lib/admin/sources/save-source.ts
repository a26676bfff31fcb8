import "server-only";
import { and, eq, ne } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import type { Db } from "@/lib/db/client";
import { violatedConstraint } from "@/lib/db/constraint";
import { newsSource } from "@/lib/db/schema";
import type { FeedLink } from "@/lib/feeds/feed-links";
import { refuse } from "@/lib/validation/refusal";
import { failedWrite, refused, type Refused } from "../action-result";
import { adminWrite, type WriteOutcome } from "../admin-write";
import { savedRecords } from "../history/record-changes";
import { unlessStale, type OpenedRow } from "../stale-check";
import { readFeedPreview, type FeedPreview } from "./feed-preview";
import type { NewsSourceInput } from "./source-schema";
import { companyOf, readSourceRecord, sourceSnapshot } from "./source-record";

/** A save's answer: the source as saved (its new version) and its feed as read; or why not. */
export type SourceSaved =
  | { ok: true; message: string; id: number; version: number; preview: FeedPreview }
  | (Refused & { feedLinks?: FeedLink[] });

export const SOURCE_NOT_FOUND = "This news source no longer exists: reload the page.";
const FAILED = "An error occurred while saving the news source; nothing was changed.";
const URL_TAKEN = "news_source_url_unique";
const COMPANY_GONE = "news_source_organization_id_organization_id_fk";
const NO_COMPANY = "Company no longer exists: choose another";
const TAKEN_NOW = "URL was just added as another source";

// A source given a new address starts afresh, due now: the old feed's validators, failures
// and notes say nothing of the new one.
const NEW_FEED = {
  etag: null,
  last_modified: null,
  failures: 0,
  last_error: null,
  notes: null,
  next_due_at: null,
};

/**
 * Creates (`opened` null) or updates a news source, after reading its feed: a feed that cannot
 * be read saves nothing and says why (offering the feeds a web page links to). Otherwise one
 * transaction, recorded in the history, unless someone changed the source since the editor
 * opened it. A new URL starts afresh: due now, with no validators or failures of the old one.
 * Sources are not public, so no public page is refreshed.
 */
export async function saveNewsSource(
  admin: AdminUser,
  opened: OpenedRow | null,
  input: NewsSourceInput,
  { now = new Date() }: { now?: Date } = {},
): Promise<SourceSaved> {
  const reading = await readFeedPreview(input.url, now);
  if (!reading.ok) {
    return {
      ...refused(`Nothing was saved: ${reading.reason}`, {
        url: "URL could not be read as a feed",
      }),
      feedLinks: reading.feedLinks,
    };
  }
  try {
    return await adminWrite(
      admin,
      unlessStale<SourceSaved>({ row: "source", opened }, (tx) =>
        writeSource(tx, opened?.id ?? null, input, reading.preview),
      ),
    );
  } catch (error) {
    const constraint = violatedConstraint(error);
    if (constraint === URL_TAKEN) return refused(TAKEN_NOW, { url: TAKEN_NOW });
    if (constraint === COMPANY_GONE) return refused(NO_COMPANY, { organization_id: NO_COMPANY });
    return failedWrite(error, FAILED, `Saving news source ${opened?.id ?? "(new)"}`);
  }
}

async function writeSource(
  tx: Db,
  id: number | null,
  input: NewsSourceInput,
  preview: FeedPreview,
): Promise<WriteOutcome<SourceSaved>> {
  const before = id === null ? null : await readSourceRecord(tx, id, { lock: true });
  if (id !== null && !before) return { result: refused(SOURCE_NOT_FOUND) };
  await refuseTakenUrl(tx, input.url, id);
  if (input.organization_id !== null && !(await companyOf(tx, input.organization_id))) {
    refuse(NO_COMPANY, "organization_id");
  }
  const values = before && before.url !== input.url ? { ...input, ...NEW_FEED } : input;
  const [row] = before
    ? await tx.update(newsSource).set(values).where(eq(newsSource.id, before.id)).returning()
    : await tx.insert(newsSource).values(values).returning();
  const after = (await readSourceRecord(tx, row.id))!;
  return {
    result: {
      ok: true,
      message: `News source "${after.name}" ${before ? "saved" : "added"}.`,
      id: after.id,
      version: after.version,
      preview,
    },
    history: savedRecords(
      { entityType: "news_source", entityId: after.id, label: after.name },
      before && sourceSnapshot(before),
      sourceSnapshot(after),
    ),
  };
}

// One feed, one source: polled twice it would only find its own items again.
async function refuseTakenUrl(tx: Db, url: string, id: number | null) {
  const [other] = await tx
    .select({ name: newsSource.name })
    .from(newsSource)
    .where(and(eq(newsSource.url, url), id === null ? undefined : ne(newsSource.id, id)));
  if (other) refuse(`URL is already the feed of the source "${other.name}"`, "url");
}
