import type { Metadata } from "next";
import { AdminListView, type ListColumns } from "@/components/admin/list/admin-list-view";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { openAdminList, type SearchParams } from "@/lib/admin/lists/admin-list";
import { submissionsList } from "@/lib/admin/lists/submissions-list";
import type { SubmissionItem } from "@/lib/admin/submissions";
import { ReviewNotices } from "./_components/review-notices";
import { StatusTabs } from "./_components/status-tabs";
import { SubmissionCard } from "./_components/submission-card";

export const metadata: Metadata = { title: "Submissions", robots: { index: false } };

type Props = { searchParams: Promise<SearchParams> };

const columns: ListColumns<SubmissionItem> = {
  label: "Submissions",
  ordered: true,
  className: "space-y-4",
  keyOf: (item) => item.id,
  item: (item) => <SubmissionCard item={item} />,
};

export default async function SubmissionsPage({ searchParams }: Props) {
  const { query, data, hrefFor } = await openAdminList(submissionsList, searchParams);
  const { counts, items } = data.value;
  const { status } = query;
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
      <AdminListView
        columns={columns}
        data={data}
        hrefFor={hrefFor}
        empty={<EmptyState title={status ? `No ${status} submissions` : "No submissions yet"} />}
        frame={(rows) => (
          <ReviewNotices visibleIds={items.map((item) => item.id)}>{rows}</ReviewNotices>
        )}
      />
    </div>
  );
}
