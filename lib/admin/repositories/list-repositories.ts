import "server-only";
import { asc, count, eq, sql } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import { getDb } from "@/lib/db/client";
import { REPOSITORY_STATUSES, type RepositoryStatus } from "@/lib/db/repository-schema";
import { project, repository } from "@/lib/db/schema";
import { sqlArray } from "@/lib/db/sql-arrays";
import { pageWindow } from "@/lib/domain/pagination";
import type { ListPage } from "@/lib/admin/lists/admin-list";

export const REPOSITORIES_PAGE_SIZE = 50;

// Errors are never silent: failed checks come first, then those GitHub has not answered yet.
const FAILURES_FIRST: RepositoryStatus[] = [
  "error",
  "not_found",
  "rate_limited",
  "moved",
  "pending",
  "ok",
];

/** A company whose project the repository is, as its editor's link names it. */
export type RepositoryCompany = { name: string; shortname: string };

// The companies that list the repository's project (a project may be several companies').
const COMPANIES = sql<RepositoryCompany[]>`(select coalesce(json_agg(
    json_build_object('name', o.name, 'shortname', o.shortname) order by lower(o.name), o.id),
    '[]'::json)
  from organizationproject op join organization o on o.id = op.organization_id
  where op.project_id = ${repository.project_id})`;

/** One row of /admin/repositories. */
export type RepositoryListRow = {
  id: number;
  owner: string;
  name: string;
  url: string;
  status: RepositoryStatus;
  lastError: string | null;
  checkedAt: string | null;
  /** Null: due now. */
  nextDueAt: string | null;
  /** A sync holds it (a sweep, or an admin's Sync now) until this moment. */
  claimedUntil: string | null;
  project: { id: number; name: string };
  companies: RepositoryCompany[];
};

export type RepositoryStatusCounts = Record<RepositoryStatus | "all", number>;

/** One page of the repositories (of one status, when given), failed checks first. */
export async function listRepositories(
  _admin: AdminUser,
  { status, page }: { status?: RepositoryStatus; page: number },
): Promise<ListPage<RepositoryListRow>> {
  const db = await getDb();
  const where = status ? eq(repository.status, status) : undefined;
  const total = await db.$count(repository, where);
  const window = pageWindow(total, REPOSITORIES_PAGE_SIZE, page);
  const rows = await db
    .select({
      id: repository.id,
      owner: repository.owner,
      name: repository.name,
      url: repository.url,
      status: repository.status,
      lastError: repository.last_error,
      checkedAt: repository.checked_at,
      nextDueAt: repository.next_due_at,
      claimedUntil: repository.claimed_until,
      project: { id: project.id, name: project.name },
      companies: COMPANIES,
    })
    .from(repository)
    .innerJoin(project, eq(project.id, repository.project_id))
    .where(where)
    .orderBy(
      sql`array_position(${sqlArray(FAILURES_FIRST, "text")}, ${repository.status})`,
      asc(repository.url),
      asc(repository.id),
    )
    .limit(REPOSITORIES_PAGE_SIZE)
    .offset(window.offset);
  const items = rows.map((row) => ({
    ...row,
    status: row.status as RepositoryStatus,
    checkedAt: row.checkedAt?.toISOString() ?? null,
    nextDueAt: row.nextDueAt?.toISOString() ?? null,
    claimedUntil: row.claimedUntil?.toISOString() ?? null,
  }));
  return { items, total, page: window.page, pages: window.pages };
}

/** How many repositories there are of each status, and in all. */
export async function countRepositoriesByStatus(
  _admin: AdminUser,
): Promise<RepositoryStatusCounts> {
  const db = await getDb();
  const rows = await db
    .select({ status: repository.status, value: count() })
    .from(repository)
    .groupBy(repository.status);
  const counts = Object.fromEntries(
    ["all", ...REPOSITORY_STATUSES].map((key) => [key, 0]),
  ) as RepositoryStatusCounts;
  for (const row of rows) {
    counts[row.status as RepositoryStatus] = row.value;
    counts.all += row.value;
  }
  return counts;
}
