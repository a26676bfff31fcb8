import "server-only";
import { count, desc, eq, sql } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import { requireAdmin } from "@/lib/auth/require-admin";
import { getDb } from "@/lib/db/client";
import { headline } from "@/lib/db/schema";
import { selectHeadlines, withCompanies, type HeadlineRecord } from "./headline-record";

/** An unpublished headline as its list shows it (and the editor opens it). */
export type UnpublishedHeadline = HeadlineRecord;

/** Every unpublished headline, newest first (undated last), with its companies by name. */
export async function listUnpublishedHeadlines(_admin: AdminUser): Promise<UnpublishedHeadline[]> {
  const db = await getDb();
  const rows = await selectHeadlines(db)
    .where(eq(headline.published, false))
    .orderBy(sql`${headline.headline_date} desc nulls last`, desc(headline.id));
  return withCompanies(db, rows);
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
