import "server-only";
import { eq, sql } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import type { Db } from "@/lib/db/client";
import { submission } from "@/lib/db/schema";
import type {
  CompanySubmission,
  ContactSubmission,
  HeadlineSubmission,
  SubmissionKind,
} from "@/lib/validation/submission";
import { refuse } from "@/lib/validation/refusal";
import type { ActionResult } from "./action-result";
import { answeredWrite } from "./admin-write";
import type { HistoryRecord } from "./history/record-changes";
import {
  createCompanyFromSubmission,
  createHeadlineFromSubmission,
  type CreatedHeadline,
} from "./accept-items";

export const ALREADY_REVIEWED = "This submission was already reviewed.";

/** A review's answer; an accepted submission carries what it created. */
export type Reviewed = ActionResult<{
  organization?: { id: number; shortname: string };
  headline?: CreatedHeadline;
}>;

type LockedSubmission = { id: number; kind: SubmissionKind; payload: unknown };

type ReviewedState = {
  status: "accepted" | "rejected";
  organization_id?: number;
  headline_id?: number;
};

/** What a review decided: its answer, the submission's new state and what it created. */
type Decision = { result: Reviewed; reviewed: ReviewedState; created?: HistoryRecord[] };

/** What a submission is about: its company name, headline title or message subject. */
function submissionLabel({ kind, payload }: LockedSubmission): string {
  if (kind === "company") return (payload as CompanySubmission).name;
  if (kind === "headline") return (payload as HeadlineSubmission).title;
  return (payload as ContactSubmission).subject;
}

/**
 * Runs `decide` in one transaction on the submission, locked FOR UPDATE so that a concurrent
 * review waits and then finds it reviewed, then marks it reviewed; the history records the
 * status change and anything created. Only a 'new' submission may be reviewed; a refusal
 * or a failure rolls everything back and is answered as a message. Accepted items are
 * created unpublished, so no public page shows them yet; the lists are refreshed all the same.
 */
async function review(
  admin: AdminUser,
  id: number,
  verb: "accepting" | "rejecting",
  decide: (tx: Db, row: LockedSubmission) => Promise<Decision>,
): Promise<Reviewed> {
  const failure = {
    failed: `An error occurred while ${verb} the submission; nothing was changed.`,
    context: `Reviewing submission ${id} failed`,
  };
  return answeredWrite(admin, failure, async (tx) => {
    const [row] = await tx
      .select({
        id: submission.id,
        kind: submission.kind,
        payload: submission.payload,
        status: submission.status,
      })
      .from(submission)
      .where(eq(submission.id, id))
      .for("update");
    if (!row) refuse("Submission not found.");
    if (row.status !== "new") refuse(ALREADY_REVIEWED);
    const locked = row as LockedSubmission;
    const { result, reviewed, created = [] } = await decide(tx, locked);
    await markReviewed(tx, id, reviewed);
    const record: HistoryRecord = {
      entityType: "submission",
      entityId: id,
      label: submissionLabel(locked),
      action: "update",
      before: { status: row.status },
      after: reviewed,
    };
    return { result, change: {}, history: [record, ...created] };
  });
}

async function markReviewed(tx: Db, id: number, change: ReviewedState) {
  await tx
    .update(submission)
    .set({ ...change, reviewed_at: sql`now()` })
    .where(eq(submission.id, id));
}

function headlineMessage({ id, linked, unmatched }: CreatedHeadline): string {
  const parts = [`Headline #${id} created (unpublished).`];
  if (linked.length > 0) parts.push(`Linked to ${linked.join(", ")}.`);
  if (unmatched.length > 0) parts.push(`No company matched: ${unmatched.join(", ")}.`);
  if (linked.length + unmatched.length === 0) parts.push("No companies were named.");
  return parts.join(" ");
}

/**
 * Accepts a new submission: a company becomes an unpublished organization, a headline an
 * unpublished headline linked to the named companies, a contact message is marked handled.
 */
export async function acceptSubmission(admin: AdminUser, id: number): Promise<Reviewed> {
  return review(admin, id, "accepting", async (tx, row) => {
    if (row.kind === "company") {
      const payload = row.payload as CompanySubmission;
      const company = await createCompanyFromSubmission(tx, payload);
      return {
        result: {
          ok: true,
          message: `Company "${payload.name}" created (unpublished) at /organizations/${company.shortname}.`,
          organization: company,
        },
        reviewed: { status: "accepted", organization_id: company.id },
        created: [
          {
            entityType: "company",
            entityId: company.id,
            label: payload.name,
            action: "create",
            before: null,
            after: { name: payload.name, shortname: company.shortname },
          },
        ],
      };
    }
    if (row.kind === "headline") {
      const payload = row.payload as HeadlineSubmission;
      const created = await createHeadlineFromSubmission(tx, payload);
      return {
        result: { ok: true, message: headlineMessage(created), headline: created },
        reviewed: { status: "accepted", headline_id: created.id },
        created: [
          {
            entityType: "headline",
            entityId: created.id,
            label: payload.title,
            action: "create",
            before: null,
            after: { description: payload.title, url: payload.url },
          },
        ],
      };
    }
    return {
      result: { ok: true, message: "Marked as handled." },
      reviewed: { status: "accepted" },
    };
  });
}

/** Rejects a new submission; the record stays, with its status and review time. */
export async function rejectSubmission(admin: AdminUser, id: number): Promise<Reviewed> {
  return review(admin, id, "rejecting", async () => ({
    result: { ok: true, message: "Submission rejected." },
    reviewed: { status: "rejected" },
  }));
}
