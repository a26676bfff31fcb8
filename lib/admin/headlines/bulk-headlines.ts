import "server-only";
import { asc, sql } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import type { Db } from "@/lib/db/client";
import { headline, headlineorganization, rejectedNewsItem } from "@/lib/db/schema";
import { intArray } from "@/lib/db/sql-arrays";
import { refuse } from "@/lib/validation/refusal";
import type { ActionResult } from "../action-result";
import { answeredWrite } from "../admin-write";
import { queueWhere, type QueueFilter } from "./queue-filter";
import { stampCompanies } from "./save-headline";

/** What the unpublished headlines' bulk actions do. */
export type HeadlineBulkChange = "publish" | "reject" | "delete";

/** The ticked headlines, or all those the queue's filters keep. */
export type HeadlineSelection = number[] | { matching: QueueFilter };

const VERBS = { publish: "Published", reject: "Rejected", delete: "Deleted" } as const;
const headlinesCount = (count: number) => `${count} headline${count === 1 ? "" : "s"}`;

// The ticked headlines still unpublished, locked; the others (published or deleted meanwhile)
// are skipped.
async function lockUnpublished(tx: Db, selection: HeadlineSelection) {
  const ids = Array.isArray(selection) ? selection : [];
  if (Array.isArray(selection) && ids.length === 0) {
    refuse("No headlines are selected: tick some first. Nothing was changed.");
  }
  const rows = await tx
    .select({
      id: headline.id,
      description: headline.description,
      canonical_url: headline.canonical_url,
      source_id: headline.source_id,
    })
    .from(headline)
    .where(
      Array.isArray(selection)
        ? sql`${headline.id} = any(${intArray(ids)}) and not ${headline.published}`
        : queueWhere(selection.matching),
    )
    .orderBy(asc(headline.id))
    .for("update");
  if (rows.length === 0 && !Array.isArray(selection)) {
    refuse("No unpublished headline matches the filters. Nothing was changed.");
  }
  if (rows.length === 0) {
    refuse(
      "None of the selected headlines is unpublished any more (published or deleted meanwhile). Nothing was changed.",
    );
  }
  const found = new Set(rows.map((row) => row.id));
  return { rows, skipped: [...new Set(ids)].filter((id) => !found.has(id)) };
}

async function linkedCompanyIds(tx: Db, ids: number[]) {
  const rows = await tx
    .selectDistinct({ id: headlineorganization.organization_id })
    .from(headlineorganization)
    .where(sql`${headlineorganization.headline_id} = any(${intArray(ids)})`);
  return rows.map((row) => row.id);
}

// A rejected headline's link is remembered, so that no feed brings it back.
async function rememberRejected(tx: Db, admin: AdminUser, rows: LockedHeadline[]) {
  const linked = rows.filter((row) => row.canonical_url !== null);
  if (linked.length === 0) return;
  await tx
    .insert(rejectedNewsItem)
    .values(
      linked.map((row) => ({
        canonical_url: row.canonical_url!,
        source_id: row.source_id,
        title: row.description,
        rejected_by: admin.email,
      })),
    )
    .onConflictDoNothing();
}

type LockedHeadline = Awaited<ReturnType<typeof lockUnpublished>>["rows"][number];

/**
 * Publishes, rejects or deletes the unpublished headlines of `selection` in one transaction,
 * with one history entry listing them, stamping their companies as updated (as the headline
 * form does). Rejecting is deleting with the link remembered (who and when) for the feeds.
 */
export async function bulkChangeHeadlines(
  admin: AdminUser,
  selection: HeadlineSelection,
  change: HeadlineBulkChange,
): Promise<ActionResult<{ skipped: number[] }>> {
  const failure = {
    failed: "An error occurred while changing the headlines. Nothing was changed.",
    context: `Bulk ${change} of headlines failed`,
  };
  return answeredWrite(admin, failure, async (tx) => {
    const { rows, skipped } = await lockUnpublished(tx, selection);
    const targets = rows.map((row) => row.id);
    const companies = await linkedCompanyIds(tx, targets);
    const where = sql`${headline.id} = any(${intArray(targets)})`;
    if (change === "reject") await rememberRejected(tx, admin, rows);
    if (change === "publish") await tx.update(headline).set({ published: true }).where(where);
    else await tx.delete(headline).where(where);
    const stamped = await stampCompanies(tx, companies);
    const label = `${VERBS[change]} ${headlinesCount(rows.length)}`;
    const skippedText = skipped.length
      ? ` Skipped ${headlinesCount(skipped.length)} published or deleted meanwhile.`
      : "";
    return {
      result: { ok: true, message: `${label}.${skippedText}`, skipped },
      change: { companies: stamped },
      history: [
        {
          entityType: "headline",
          // About many headlines, not one; no Restore (see companies/table/bulk-record.ts).
          entityId: 0,
          label,
          action: "bulk",
          before: null,
          after: {
            change,
            headlines: rows.map(({ id, description }) => ({ id, description })),
            skipped,
          },
        },
      ],
    };
  });
}
