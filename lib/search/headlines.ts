import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { headlineSearch } from "@/lib/db/schema";
import { H, PUBLISHED_HEADLINE } from "@/lib/queries/visibility";
import { rankOrder, type Terms } from "./terms";

// Headlines whose words match: best text rank first (their titles weigh most), then newest.

const HS = headlineSearch;

export const headlineMatches = ({ raw, fixed }: Terms) =>
  sql`(${HS.document} @@ ${raw} ${fixed ? sql`or ${HS.document} @@ ${fixed}` : sql``})`;

/** The public companies of headline `h`, by name, to show and link beside it. */
const COMPANIES = sql<HeadlineCompany[]>`(select coalesce(
    json_agg(json_build_object('name', o.name, 'shortname', o.shortname) order by o.name), '[]')
  from headlineorganization ho join organization o on o.id = ho.organization_id
  where ho.headline_id = h.id and o.published and not o.is_dummy)`;

export type HeadlineCompany = { name: string; shortname: string };

export type HeadlineHit = {
  id: number;
  description: string;
  url: string;
  headline_date: string | null;
  media_outlet: string | null;
  companies: HeadlineCompany[];
};

/** Up to `limit` published headlines that `terms` find, best first, and how many there are. */
export async function searchHeadlines(db: Db, terms: Terms, limit: number) {
  const where = and(PUBLISHED_HEADLINE, headlineMatches(terms));
  const hits: HeadlineHit[] = await db
    .select({
      id: H.id,
      description: H.description,
      url: H.url,
      headline_date: sql<string | null>`${H.headline_date}::text`,
      media_outlet: H.media_outlet,
      companies: COMPANIES,
    })
    .from(HS)
    .innerJoin(H, eq(H.id, HS.headline_id))
    .where(where)
    .orderBy(rankOrder(HS.document, terms), sql`${H.headline_date} desc nulls last`, H.id)
    .limit(limit);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(HS)
    .innerJoin(H, eq(H.id, HS.headline_id))
    .where(where);
  return { hits, total };
}
