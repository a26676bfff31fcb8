import type { Metadata } from "next";
import { GitHubSyncLines } from "@/components/admin/repositories/github-sync-lines";
import { RepositoryTable } from "@/components/admin/repositories/repository-table";
import { StatusFilter } from "@/components/admin/repositories/status-filter";
import { SyncAllPanel } from "@/components/admin/repositories/sync-all-panel";
import { PageHeader } from "@/components/admin/page-header";
import { EmptyState } from "@/components/ui/empty-state";
import { HeadedSection } from "@/components/ui/headed-section";
import { Pager } from "@/components/ui/pager";
import { openAdminList, type SearchParams } from "@/lib/admin/lists/admin-list";
import { repositoriesList } from "@/lib/admin/repositories/repositories-list";
import { syncRepositoryNowAction } from "./actions";

export const metadata: Metadata = { title: "Repositories", robots: { index: false } };

type Props = { searchParams: Promise<SearchParams> };

export default async function RepositoriesPage({ searchParams }: Props) {
  const { query, data, hrefFor } = await openAdminList(repositoriesList, searchParams);
  const { items, counts, sync, page, pages, readAt } = data.value;
  const { status } = query;
  return (
    <div className="space-y-6">
      <PageHeader
        title="Repositories"
        intro="The GitHub figures of every project whose resources URL is a GitHub repository, failed checks first."
      />
      <HeadedSection id="github-sync-heading" title="GitHub Sync" className="space-y-3">
        <GitHubSyncLines status={sync} />
      </HeadedSection>
      <SyncAllPanel />
      <StatusFilter
        current={status}
        counts={counts}
        hrefFor={(status) => repositoriesList.href({ status })}
      />
      {items.length === 0 ? (
        <EmptyState title={status ? "No repositories with this status" : "No repositories yet"}>
          {!status &&
            "A project whose resources URL is a GitHub repository gets a row at the next sync."}
        </EmptyState>
      ) : (
        <RepositoryTable rows={items} now={readAt} syncAction={syncRepositoryNowAction} />
      )}
      {pages > 1 && <Pager label="Pagination" page={page} pages={pages} hrefFor={hrefFor} />}
    </div>
  );
}
