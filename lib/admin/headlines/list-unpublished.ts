import "server-only";
import { count, desc, eq, sql } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import { requireAdmin } from "@/lib/auth/require-admin";
import { getDb } from "@/lib/db/client";
import { pageWindow } from "@/lib/domain/pagination";
import { headline } from "@/lib/db/schema";
import { selectHeadlines, withCompanies, type HeadlineRecord } from "./headline-record";

/** An unpublished headline as its list shows it (and the editor opens it). */
export type UnpublishedHeadline = HeadlineRecord;

/** The unpublished list shows this many headlines a page. */
export const UNPUBLISHED_PAGE_SIZE = 50;

/** A page of the unpublished headlines, newest first (undated last), with their companies. */
export async function listUnpublishedHeadlines(_admin: AdminUser, requested: number) {
  const db = await getDb();
  const total = await db.$count(headline, eq(headline.published, false));
  const { page, pages, offset } = pageWindow(total, UNPUBLISHED_PAGE_SIZE, requested);
  const rows = await selectHeadlines(db)
    .where(eq(headline.published, false))
    .orderBy(sql`${headline.headline_date} desc nulls last`, desc(headline.id))
    .limit(UNPUBLISHED_PAGE_SIZE)
    .offset(offset);
  const items: UnpublishedHeadline[] = await withCompanies(db, rows);
  return { items, total, page, pages };
}

/** How many headlines are unpublished (the sidebar's count). */
export async function countUnpublishedHeadlines(_admin: AdminUser): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(headline).where(eq(headline.published, false));
  return row.n;
}

/** The sidebar's count for the signed-in admin; 0 when it cannot be read (the page says why). */
export async function unpublishedCountForSidebar(): Promise<number> {
  try {
    return await countUnpublishedHeadlines(await requireAdmin());
  } catch {
    return 0;
  }
}
