import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { selectRows } from "@/lib/db/rows";
import { PUBLIC_ORGANIZATION } from "./audience";

export type FeedHeadline = {
  id: number;
  headline_type: string;
  headline_date: string | null;
  url: string;
  description: string;
  media_outlet: string | null;
  total_amount: number | null;
  companies: string[];
};

/** The latest published headlines (of one company when given) with the published companies they name. */
export async function listFeedHeadlines(
  limit: number,
  organizationId?: number,
): Promise<FeedHeadline[]> {
  const db = await getDb();
  const ofCompany = organizationId
    ? sql`and exists (select 1 from headlineorganization x where x.headline_id = h.id and x.organization_id = ${organizationId})`
    : sql``;
  return selectRows<FeedHeadline>(
    db,
    sql`select h.id, h.headline_type, h.headline_date::text, h.url, h.description, h.media_outlet,
               h.total_amount::float8 as total_amount,
               (select coalesce(json_agg(o.name order by o.name), '[]')
                  from headlineorganization ho join organization o on o.id = ho.organization_id
                  where ho.headline_id = h.id and ${PUBLIC_ORGANIZATION}) as companies
        from headline h
        where h.published ${ofCompany}
        order by h.headline_date desc nulls last, h.id desc
        limit ${limit}`,
  );
}
