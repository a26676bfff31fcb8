import "server-only";
import { defineAdminList, paramsOf } from "@/lib/admin/lists/admin-list";
import { REPOSITORY_STATUSES, type RepositoryStatus } from "@/lib/db/repository-schema";
import { parsePageParam } from "@/lib/domain/pagination";
import { getGitHubSyncStatus } from "./github-sync-status";
import { countRepositoriesByStatus, listRepositories } from "./list-repositories";

export type RepositoriesQuery = { status?: RepositoryStatus; page?: number };

/**
 * /admin/repositories?status=&page=: every repository the GitHub sync keeps, 50 a page, failed
 * checks first, with the count of each status for the filter and where the sync stands.
 */
export const repositoriesList = defineAdminList({
  codec: {
    path: "/admin/repositories",
    // An unknown status shows all; a bad page number shows the first page.
    parse: (params): RepositoriesQuery => ({
      status: REPOSITORY_STATUSES.find((status) => status === params.get("status")),
      page: parsePageParam(params.get("page")),
    }),
    write: ({ status, page }) => paramsOf({ status, page }),
  },
  canonical: true,
  async load(admin, { status, page }) {
    const readAt = new Date();
    const [list, counts, sync] = await Promise.all([
      listRepositories(admin, { status, page: page ?? 1 }),
      countRepositoriesByStatus(admin),
      getGitHubSyncStatus(admin, readAt),
    ]);
    // `readAt`: the moment the rows were read, to tell a sync under way and a row due now.
    return { ...list, counts, sync, readAt: readAt.toISOString() };
  },
});
