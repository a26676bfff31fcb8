import type { Metadata } from "next";
import { Pager } from "@/components/ui/pager";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { countSubmissions, listSubmissions, type SubmissionStatus } from "@/lib/admin/submissions";
import { requireAdminPage } from "@/lib/auth/require-admin";
import { SUBMISSION_STATUSES } from "@/lib/domain/constants";
import { ReviewNotices } from "./_components/review-notices";
import { StatusTabs } from "./_components/status-tabs";
import { SubmissionCard } from "./_components/submission-card";
import { submissionsHref } from "./_components/submissions-href";

export const metadata: Metadata = { title: "Submissions", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

// An unknown status shows all; a bad page number shows the first page.
function parseStatus(value: string | undefined): SubmissionStatus | undefined {
  return SUBMISSION_STATUSES.find((status) => status === value);
}

export default async function SubmissionsPage({ searchParams }: Props) {
  const admin = await requireAdminPage("/admin/submissions");
  const params = await searchParams;
  const status = parseStatus(first(params.status));
  const [counts, list] = await Promise.all([
    countSubmissions(admin),
    listSubmissions(admin, { status, page: Number(first(params.page)) || 1 }),
  ]);
  return (
    <div className="space-y-6">
      <div>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold text-brand">Submissions</h1>
          <Badge color={counts.new > 0 ? "primary" : "default"}>{counts.new} new</Badge>
        </div>
        <p className="mt-1 text-sm text-slate-600">
          Companies, headlines and messages sent through the community forms, newest first.
        </p>
      </div>
      <StatusTabs current={status} counts={counts} />
      <ReviewNotices visibleIds={list.items.map((item) => item.id)}>
        {list.items.length === 0 ? (
          <EmptyState title={status ? `No ${status} submissions` : "No submissions yet"} />
        ) : (
          <ol aria-label="Submissions" className="space-y-4">
            {list.items.map((item) => (
              <li key={item.id}>
                <SubmissionCard item={item} />
              </li>
            ))}
          </ol>
        )}
      </ReviewNotices>
      {list.pages > 1 && (
        <Pager
          label="Pagination"
          page={list.page}
          pages={list.pages}
          hrefFor={(page) => submissionsHref(status, page)}
        />
      )}
    </div>
  );
}
