import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import { getDb } from "@/lib/db/client";
import { newsSource, organization } from "@/lib/db/schema";
import { pageWindow } from "@/lib/domain/pagination";
import { FAILURES_FLAGGED } from "@/lib/feeds/poll-source";
import type { ListPage } from "@/lib/admin/lists/admin-list";

export const SOURCES_PAGE_SIZE = 50;

// Errors are never silent: the failing sources come first, then the others by name.
const FAILING = sql<boolean>`${newsSource.failures} >= ${FAILURES_FLAGGED}`.mapWith(Boolean);

const LISTED = {
  id: newsSource.id,
  name: newsSource.name,
  url: newsSource.url,
  kind: newsSource.kind,
  outlet: newsSource.outlet,
  company: { name: organization.name, shortname: organization.shortname },
  active: newsSource.active,
  intervalMinutes: newsSource.interval_minutes,
  checkedAt: newsSource.checked_at,
  failures: newsSource.failures,
  failing: FAILING,
  lastError: newsSource.last_error,
  notes: newsSource.notes,
  itemsFound: newsSource.items_found,
  itemsAdded: newsSource.items_added,
  version: newsSource.version,
};

/** One row of /admin/sources. */
export type SourceListRow = {
  id: number;
  name: string;
  url: string;
  kind: "company" | "outlet";
  outlet: string | null;
  /** A company blog's company (null for an outlet, or a blog whose company was deleted). */
  company: { name: string; shortname: string } | null;
  active: boolean;
  intervalMinutes: number;
  /** The last fetch; null: never fetched. */
  checkedAt: string | null;
  failures: number;
  /** Failed FAILURES_FLAGGED times in a row: a curator should look at it. */
  failing: boolean;
  lastError: string | null;
  notes: string[];
  itemsFound: number;
  itemsAdded: number;
  version: number;
};

/** One page of the news sources, the failing ones first. */
export async function listNewsSources(
  _admin: AdminUser,
  { page }: { page: number },
): Promise<ListPage<SourceListRow>> {
  const db = await getDb();
  const total = await db.$count(newsSource);
  const window = pageWindow(total, SOURCES_PAGE_SIZE, page);
  const rows = await db
    .select(LISTED)
    .from(newsSource)
    .leftJoin(organization, eq(organization.id, newsSource.organization_id))
    .orderBy(sql`${FAILING} desc`, sql`lower(${newsSource.name})`, asc(newsSource.id))
    .limit(SOURCES_PAGE_SIZE)
    .offset(window.offset);
  const items = rows.map((row) => ({
    ...row,
    kind: row.kind as SourceListRow["kind"],
    checkedAt: row.checkedAt?.toISOString() ?? null,
    notes: row.notes ?? [],
  }));
  return { items, total, page: window.page, pages: window.pages };
}
