import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/components/admin/page-header";
import { restoreControl } from "./restore-control";
import { ChangeItem } from "@/components/admin/history/change-item";
import { HistoryFilters } from "@/components/admin/history/history-filters";
import { AdminListView, type ListColumns } from "@/components/admin/list/admin-list-view";
import { EmptyState } from "@/components/ui/empty-state";
import type { ChangeEntry } from "@/lib/admin/history/list-changes";
import { openAdminList, type SearchParams } from "@/lib/admin/lists/admin-list";
import { historyList } from "@/lib/admin/lists/history-list";

export const metadata: Metadata = { title: "History", robots: { index: false } };

type Props = { searchParams: Promise<SearchParams> };

const columns: ListColumns<ChangeEntry> = {
  label: "Changes",
  ordered: true,
  className: "space-y-3",
  keyOf: (entry) => entry.id,
  item: (entry) => <ChangeItem entry={entry} actions={restoreControl(entry)} />,
};

export default async function HistoryPage({ searchParams }: Props) {
  const { query, data, hrefFor } = await openAdminList(historyList, searchParams);
  const { admins, total } = data.value;
  const filtered = Boolean(query.type || query.admin || query.batch);
  return (
    <div className="space-y-6">
      <PageHeader
        title="History"
        intro="Every change made in the admin area, newest first: who made it, when, and what moved."
      />
      <HistoryFilters current={query} admins={admins} />
      {query.batch && (
        <p className="text-sm text-slate-700">
          The changes of batch import #{query.batch}.{" "}
          <Link
            href={historyList.href({ ...query, batch: undefined, page: 1 })}
            className="text-brand underline"
          >
            Show every change
          </Link>
        </p>
      )}
      <AdminListView
        columns={columns}
        data={data}
        hrefFor={hrefFor}
        empty={
          <EmptyState
            title={filtered ? "No changes match these filters." : "No changes recorded yet."}
          />
        }
        summary={
          <p className="text-sm text-slate-600">
            {total} {total === 1 ? "change" : "changes"}
          </p>
        }
      />
    </div>
  );
}
