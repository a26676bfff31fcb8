import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { selectRows } from "@/lib/db/rows";
import { visibleHeadline, visibleOrganization, type Audience } from "./audience";
import type { CardHeadline } from "./company-list";

export type CompanyRef = { id: number; name: string; shortname: string };
export type HeadlineWithCompanies = CardHeadline & { companies: CompanyRef[] };

const HEADLINE_COLUMNS = sql`h.id, h.headline_type, h.headline_date::text, h.url, h.description,
  h.total_amount::float8 as total_amount, h.media_outlet, h.published`;

/** The latest published headlines with the published companies they mention. */
export const listRecentHeadlines = (limit: number) => recentHeadlinesFor("public", limit);

/** The latest headlines an audience may see, newest first, with the companies they mention. */
export async function recentHeadlinesFor(
  audience: Audience,
  limit: number,
): Promise<HeadlineWithCompanies[]> {
  const db = await getDb();
  return selectRows<HeadlineWithCompanies>(
    db,
    sql`select ${HEADLINE_COLUMNS},
               (select coalesce(json_agg(json_build_object('id', o.id, 'name', o.name, 'shortname', o.shortname) order by o.name), '[]')
                  from headlineorganization ho join organization o on o.id = ho.organization_id
                  where ho.headline_id = h.id and ${visibleOrganization(audience)}) as companies
        from headline h
        where ${visibleHeadline(audience)}
        order by h.headline_date desc nulls last, h.id desc
        limit ${limit}`,
  );
}

type CompanyHeadlinesPage = { items: CardHeadline[]; total: number };

/** One page of a company's published headlines, newest first, and their total count. */
export const listCompanyHeadlines = (organizationId: number, page: number, pageSize: number) =>
  companyHeadlinesFor("public", organizationId, page, pageSize);

/** One page of the headlines of a company an audience may see, and their total count. */
export async function companyHeadlinesFor(
  audience: Audience,
  organizationId: number,
  page: number,
  pageSize: number,
): Promise<CompanyHeadlinesPage> {
  const db = await getDb();
  const from = sql`from headlineorganization ho join headline h on h.id = ho.headline_id
                   where ho.organization_id = ${organizationId} and ${visibleHeadline(audience)}`;
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
