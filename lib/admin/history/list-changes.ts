import "server-only";
import { and, asc, eq, gt, or, sql, type SQL } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import { getDb, type Db } from "@/lib/db/client";
import { changeHistory } from "@/lib/db/schema";
import type { HistoryAction, HistoryEntityType } from "@/lib/domain/constants";
import { pageWindow } from "@/lib/domain/pagination";
import type { HistoryRecord } from "./record-changes";

export const HISTORY_PAGE_SIZE = 50;

/** One recorded change, as the history views show it. */
/** A recorded change as the history shows it: who made it, when, and in which batch. */
export type ChangeEntry = Omit<HistoryRecord, "batchId"> & {
  id: number;
  adminEmail: string;
  /** ISO timestamp of the write's transaction. */
  createdAt: string;
  /** The batch import the change was part of, if any. */
  batchId: number | null;
};

export type ChangeFilter = {
  entityType?: HistoryEntityType;
  adminEmail?: string;
  /** A batch import: its own entry and the changes it made. */
  batchId?: number;
};

export type ChangesPage = {
  items: ChangeEntry[];
  total: number;
  page: number;
  pages: number;
  pageSize: number;
};

const columns = {
  id: changeHistory.id,
  adminEmail: changeHistory.admin_email,
  createdAt: changeHistory.created_at,
  entityType: changeHistory.entity_type,
  entityId: changeHistory.entity_id,
  label: changeHistory.entity_label,
  action: changeHistory.action,
  before: changeHistory.before,
  after: changeHistory.after,
  batchId: changeHistory.batch_id,
};

// Newest first; changes of one transaction share a time and keep their insertion order.
// Spelled as the indexes are (NULLS LAST; the columns are never null), so that Postgres reads
// the newest rows off the index instead of sorting the table.
const newestFirst = [
  sql`${changeHistory.created_at} desc nulls last`,
  sql`${changeHistory.id} desc nulls last`,
];

const selectChanges = (db: Db) => db.select(columns).from(changeHistory);
type Row = Awaited<ReturnType<typeof selectChanges>>[number];

function toEntry(row: Row): ChangeEntry {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    entityType: row.entityType as HistoryEntityType,
    action: row.action as HistoryAction,
  };
}

function whereOf({ entityType, adminEmail, batchId }: ChangeFilter): SQL | undefined {
  return and(
    entityType ? eq(changeHistory.entity_type, entityType) : undefined,
    adminEmail ? eq(changeHistory.admin_email, adminEmail.trim().toLowerCase()) : undefined,
    batchId
      ? or(
          eq(changeHistory.batch_id, batchId),
          and(eq(changeHistory.entity_type, "batch"), eq(changeHistory.entity_id, batchId)),
        )
      : undefined,
  );
}

/** A page of changes (50), newest first, of one entity type and/or by one admin. */
export async function listChanges(
  _admin: AdminUser,
  options: ChangeFilter & { page: number },
): Promise<ChangesPage> {
  const db = await getDb();
  const where = whereOf(options);
  const total = await db.$count(changeHistory, where);
  const { page, pages, offset } = pageWindow(total, HISTORY_PAGE_SIZE, options.page);
  const rows = await selectChanges(db)
    .where(where)
    .orderBy(...newestFirst)
    .limit(HISTORY_PAGE_SIZE)
    .offset(offset);
  return { items: rows.map(toEntry), total, page, pages, pageSize: HISTORY_PAGE_SIZE };
}

/** The first admin email past `previous` (or the first of all) along the admin index. */
const adminAfter = (db: Db, previous?: SQL) =>
  db
    .select({ email: changeHistory.admin_email })
    .from(changeHistory)
    .where(previous && gt(changeHistory.admin_email, previous))
    .orderBy(asc(changeHistory.admin_email))
    .limit(1);

/** The admins who have changed something, alphabetically, for the history's filter. */
export async function listHistoryAdmins(_admin: AdminUser): Promise<string[]> {
  const db = await getDb();
  // A few admins among many rows: hop from one email to the next along the admin index
  // (a loose index scan) instead of reading the whole table.
  const admins = sql`(with recursive admins(email) as (
      ${adminAfter(db)}
      union all
      select ${adminAfter(db, sql`admins.email`)} from admins where admins.email is not null
    ) select email from admins) as admins`;
  const rows = await db
    .select({ email: sql<string>`admins.email` })
    .from(admins)
    .where(sql`admins.email is not null`);
  return rows.map((row) => row.email);
}

/** The `limit` newest changes of anything. */
export async function listLatestChanges(_admin: AdminUser, limit = 10): Promise<ChangeEntry[]> {
  const db = await getDb();
  const rows = await selectChanges(db)
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map(toEntry);
}

/** The changes of one thing (a company, a person...), newest first, at most `limit`. */
export async function listEntityChanges(
  _admin: AdminUser,
  entityType: HistoryEntityType,
  entityId: number,
  limit = 100,
): Promise<ChangeEntry[]> {
  const db = await getDb();
  const rows = await selectChanges(db)
    .where(and(eq(changeHistory.entity_type, entityType), eq(changeHistory.entity_id, entityId)))
    .orderBy(sql`${changeHistory.id} desc nulls last`)
    .limit(limit);
  return rows.map(toEntry);
}
