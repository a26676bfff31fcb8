import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { ChangeItem } from "@/components/admin/history/change-item";
import { HistoryFilters } from "@/components/admin/history/history-filters";
import { historyHref, type HistoryQuery } from "@/components/admin/history/history-href";
import { restoreChangeAction } from "@/app/admin/history/actions";
import { RestoreButton } from "@/components/admin/history/restore-button";
import { PrevNextPager } from "@/components/site/prev-next-pager";
import { EmptyState } from "@/components/ui/empty-state";
import { listChanges, listHistoryAdmins } from "@/lib/admin/history/list-changes";
import { canRestore } from "@/lib/admin/history/restore-change";
import { requireAdminPage } from "@/lib/auth/require-admin";
import { parseHistoryEntityType } from "@/lib/domain/history-labels";
import { parsePageParam } from "@/lib/domain/pagination";
import { parseRowId } from "@/lib/domain/row-id";

export const metadata: Metadata = { title: "History", robots: { index: false } };

type Params = Record<string, string | string[] | undefined>;
type Props = { searchParams: Promise<Params> };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

function parseQuery(params: Params): HistoryQuery {
  const admin = first(params.admin)?.trim().toLowerCase().slice(0, 320);
  return {
    type: parseHistoryEntityType(first(params.type)),
    admin: admin || undefined,
    batch: parseRowId(first(params.batch) ?? "") ?? undefined,
    page: parsePageParam(first(params.page)),
  };
}

function requestedHref(params: Params): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of [value ?? []].flat()) query.append(key, item);
  }
  return query.size > 0 ? `/admin/history?${query}` : "/admin/history";
}

export default async function HistoryPage({ searchParams }: Props) {
  const params = await searchParams;
  const admin = await requireAdminPage(requestedHref(params));
  const query = parseQuery(params);
  // The filter form also sends the filters left at "All": show the clean URL of the view.
  const canonical = historyHref(query);
  if (canonical !== requestedHref(params)) redirect(canonical);

  const [changes, admins] = await Promise.all([
    listChanges(admin, {
      entityType: query.type,
      adminEmail: query.admin,
      batchId: query.batch,
      page: query.page ?? 1,
    }),
    listHistoryAdmins(admin),
  ]);
  const filtered = Boolean(query.type || query.admin || query.batch);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-brand">History</h1>
        <p className="mt-1 text-sm text-slate-600">
          Every change made in the admin area, newest first: who made it, when, and what moved.
        </p>
      </div>
      <HistoryFilters current={query} admins={admins} />
      {query.batch && (
        <p className="text-sm text-slate-700">
          The changes of batch import #{query.batch}.{" "}
          <Link
            href={historyHref({ ...query, batch: undefined, page: 1 })}
            className="text-brand underline"
          >
            Show every change
          </Link>
        </p>
      )}
      {changes.items.length === 0 ? (
        <EmptyState
          title={filtered ? "No changes match these filters." : "No changes recorded yet."}
        />
      ) : (
        <>
          <p className="text-sm text-slate-600">
            {changes.total} {changes.total === 1 ? "change" : "changes"}
          </p>
          <ol aria-label="Changes" className="space-y-3">
            {changes.items.map((entry) => (
              <li key={entry.id}>
                <ChangeItem
                  entry={entry}
                  actions={
                    canRestore(entry) && (
                      <RestoreButton
                        restore={restoreChangeAction}
                        historyId={entry.id}
                        label={entry.label}
                        when={entry.createdAt}
                      />
                    )
                  }
                />
              </li>
            ))}
          </ol>
        </>
      )}
      {changes.pages > 1 && (
        <PrevNextPager
          page={changes.page}
          pages={changes.pages}
          hrefFor={(page) => historyHref({ ...query, page })}
        />
      )}
    </div>
  );
}
