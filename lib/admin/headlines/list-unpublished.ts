import "server-only";
import { count, desc, eq, sql } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import { requireAdmin } from "@/lib/auth/require-admin";
import { getDb } from "@/lib/db/client";
import { headline } from "@/lib/db/schema";
import { companiesOfHeadlines, type HeadlineCompany } from "./headline-record";

export type UnpublishedHeadline = {
  id: number;
  description: string;
  headline_type: string;
  headline_date: string | null;
  media_outlet: string | null;
  companies: HeadlineCompany[];
};

/** Every unpublished headline, newest first (undated last), with its companies by name. */
export async function listUnpublishedHeadlines(_admin: AdminUser): Promise<UnpublishedHeadline[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: headline.id,
      description: headline.description,
      headline_type: headline.headline_type,
      headline_date: headline.headline_date,
      media_outlet: headline.media_outlet,
    })
    .from(headline)
    .where(eq(headline.published, false))
    .orderBy(sql`${headline.headline_date} desc nulls last`, desc(headline.id));
  if (rows.length === 0) return [];
  const links = await companiesOfHeadlines(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    companies: links.filter((link) => link.headline_id === row.id).map((link) => link.company),
  }));
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
