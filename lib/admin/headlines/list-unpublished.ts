import "server-only";
import { count, desc, eq, sql } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import { requireAdmin } from "@/lib/auth/require-admin";
import { getDb, type Db } from "@/lib/db/client";
import { selectRows } from "@/lib/db/rows";
import { pageWindow } from "@/lib/domain/pagination";
import { headline, newsSource } from "@/lib/db/schema";
import { withCompanies } from "./headline-record";
import { queueWhere, type QueueFilter } from "./queue-filter";

/** The unpublished list shows this many headlines a page. */
export const UNPUBLISHED_PAGE_SIZE = 50;

/** An unpublished headline as the queue shows it: its fields, its source and why it matched. */
export type UnpublishedHeadline = Awaited<ReturnType<typeof readQueue>>[number];

/** A filter's choice with how many queued headlines it keeps. */
export type QueueOption = { value: string; label: string; count: number };

async function readQueue(db: Db, filter: QueueFilter, offset: number) {
  const rows = await db
    .select({
      id: headline.id,
      url: headline.url,
      description: headline.description,
      headline_type: headline.headline_type,
      headline_date: headline.headline_date,
      media_outlet: headline.media_outlet,
      match_reasons: headline.match_reasons,
      source_name: newsSource.name,
    })
    .from(headline)
    .leftJoin(newsSource, eq(newsSource.id, headline.source_id))
    .where(queueWhere(filter))
    .orderBy(sql`${headline.headline_date} desc nulls last`, desc(headline.id))
    .limit(UNPUBLISHED_PAGE_SIZE)
    .offset(offset);
  return withCompanies(db, rows);
}

/** What the filters offer: each source with queued headlines, and each company they name. */
async function queueOptions(db: Db) {
  const [sources, companies] = await Promise.all([
    selectRows<QueueOption>(
      db,
      sql`select coalesce(h.source_id::text, 'curators') as value,
          coalesce(min(s.name), 'Typed by curators') as label, count(*)::int as count
        from headline h left join news_source s on s.id = h.source_id
        where not h.published group by h.source_id order by label`,
    ),
    selectRows<QueueOption>(
      db,
      sql`select o.shortname as value, min(o.name) as label, count(*)::int as count
        from headline h join headlineorganization ho on ho.headline_id = h.id
        join organization o on o.id = ho.organization_id
        where not h.published group by o.shortname order by lower(min(o.name))`,
    ),
  ]);
  return { sources, companies };
}

/**
 * A page of the unpublished headlines that `filter` keeps, newest first (undated last), with
 * their companies, and what the filters offer.
 */
export async function listUnpublishedHeadlines(
  _admin: AdminUser,
  requested: number,
  filter: QueueFilter = {},
) {
  const db = await getDb();
  const total = await db.$count(headline, queueWhere(filter));
  const { page, pages, offset } = pageWindow(total, UNPUBLISHED_PAGE_SIZE, requested);
  const [items, options] = await Promise.all([readQueue(db, filter, offset), queueOptions(db)]);
  return { items, total, page, pages, options };
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
