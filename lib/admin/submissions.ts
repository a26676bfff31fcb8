import "server-only";
import { count, desc, eq } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import { getDb } from "@/lib/db/client";
import { headline, organization, submission } from "@/lib/db/schema";
import { COMPANY_REF } from "@/lib/db/selections";
import { SUBMISSION_STATUSES } from "@/lib/domain/constants";
import { pageWindow } from "@/lib/domain/pagination";
import type {
  CompanySubmission,
  ContactSubmission,
  HeadlineSubmission,
} from "@/lib/validation/submission";

export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export const SUBMISSIONS_PAGE_SIZE = 25;

type SubmissionBase = {
  id: number;
  status: SubmissionStatus;
  submitter_ip: string | null;
  created_at: string;
  reviewed_at: string | null;
  /** What accepting it created, while that still exists. */
  organization: { id: number; name: string; shortname: string } | null;
  headline: { id: number; title: string } | null;
};

// The payload is the parsed output of the form's schema (lib/validation/submission.ts).
export type SubmissionItem = SubmissionBase &
  (
    | { kind: "company"; payload: CompanySubmission }
    | { kind: "headline"; payload: HeadlineSubmission }
    | { kind: "contact"; payload: ContactSubmission }
  );

export type SubmissionsPage = {
  items: SubmissionItem[];
  total: number;
  page: number;
  pages: number;
  pageSize: number;
};

export type SubmissionCounts = Record<SubmissionStatus | "all", number>;

type ListOptions = { status?: SubmissionStatus; page: number };

/** One page of the review queue, newest first, optionally of one status, and their total. */
export async function listSubmissions(
  _admin: AdminUser,
  options: ListOptions,
): Promise<SubmissionsPage> {
  const db = await getDb();
  const where = options.status ? eq(submission.status, options.status) : undefined;
  const total = await db.$count(submission, where);
  const { page, pages, offset } = pageWindow(total, SUBMISSIONS_PAGE_SIZE, options.page);
  const rows = await db
    .select({
      id: submission.id,
      kind: submission.kind,
      payload: submission.payload,
      status: submission.status,
      submitter_ip: submission.submitter_ip,
      created_at: submission.created_at,
      reviewed_at: submission.reviewed_at,
      // Each null when the submission created none, or it is gone.
      organization: COMPANY_REF,
      headline: { id: headline.id, title: headline.description },
    })
    .from(submission)
    .leftJoin(organization, eq(organization.id, submission.organization_id))
    .leftJoin(headline, eq(headline.id, submission.headline_id))
    .where(where)
    .orderBy(desc(submission.created_at), desc(submission.id))
    .limit(SUBMISSIONS_PAGE_SIZE)
    .offset(offset);
  const items = rows.map(
    (row) =>
      ({
        ...row,
        status: row.status as SubmissionStatus,
        created_at: row.created_at.toISOString(),
        reviewed_at: row.reviewed_at?.toISOString() ?? null,
      }) as SubmissionItem,
  );
  return { items, total, page, pages, pageSize: SUBMISSIONS_PAGE_SIZE };
}

/** How many submissions there are of each status, and in all. */
export async function countSubmissions(_admin: AdminUser): Promise<SubmissionCounts> {
  const db = await getDb();
  const rows = await db
    .select({ status: submission.status, value: count() })
    .from(submission)
    .groupBy(submission.status);
  const counts: SubmissionCounts = { all: 0, new: 0, accepted: 0, rejected: 0 };
  for (const row of rows) {
    counts[row.status as SubmissionStatus] = row.value;
    counts.all += row.value;
  }
  return counts;
}

/** How many submissions wait for review. */
export async function countNewSubmissions(_admin: AdminUser): Promise<number> {
  const db = await getDb();
  return db.$count(submission, eq(submission.status, "new"));
}
