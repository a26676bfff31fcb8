import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { selectRows } from "@/lib/db/rows";
import type { CardHeadline } from "./company-list";

export type CompanyRef = { id: number; name: string; shortname: string };
export type HeadlineWithCompanies = CardHeadline & { companies: CompanyRef[] };

const HEADLINE_COLUMNS = sql`h.id, h.headline_type, h.headline_date::text, h.url, h.description,
  h.total_amount::float8 as total_amount, h.media_outlet, h.published`;

/** Published headlines (all for admins), newest first, with the companies they mention. */
export async function listRecentHeadlines(
  limit: number,
  includeUnpublished: boolean,
): Promise<HeadlineWithCompanies[]> {
  const db = await getDb();
  const published = includeUnpublished ? sql`true` : sql`h.published`;
  const companyPublished = includeUnpublished ? sql`` : sql`and o.published`;
  return selectRows<HeadlineWithCompanies>(
    db,
    sql`select ${HEADLINE_COLUMNS},
               (select coalesce(json_agg(json_build_object('id', o.id, 'name', o.name, 'shortname', o.shortname) order by o.name), '[]')
                  from headlineorganization ho join organization o on o.id = ho.organization_id
                  where ho.headline_id = h.id ${companyPublished}) as companies
        from headline h
        where ${published}
        order by h.headline_date desc nulls last, h.id desc
        limit ${limit}`,
  );
}

/** One page of a company's headlines, newest first, and their total count. */
export async function listCompanyHeadlines(
  organizationId: number,
  page: number,
  pageSize: number,
  includeUnpublished: boolean,
): Promise<{ items: CardHeadline[]; total: number }> {
  const db = await getDb();
  const published = includeUnpublished ? sql`` : sql`and h.published`;
  const from = sql`from headlineorganization ho join headline h on h.id = ho.headline_id
                   where ho.organization_id = ${organizationId} ${published}`;
  const [[{ total }], items] = await Promise.all([
    selectRows<{ total: number }>(db, sql`select count(*)::int as total ${from}`),
    selectRows<CardHeadline>(
      db,
      sql`select ${HEADLINE_COLUMNS} ${from}
          order by h.headline_date desc nulls last, h.id desc
          limit ${pageSize} offset ${(page - 1) * pageSize}`,
    ),
  ]);
  return { items, total };
}
