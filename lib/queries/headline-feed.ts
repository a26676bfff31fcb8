import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import type { HeadlineType } from "@/lib/domain/constants";
import { HEADLINE_COLUMNS, NEWEST_HEADLINES_FIRST } from "./fragments";
import { H, PUBLIC_ORGANIZATION, PUBLISHED_HEADLINE } from "./visibility";

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

const PUBLIC_COMPANY_NAMES = sql<string[]>`(select coalesce(json_agg(o.name order by o.name), '[]')
  from headlineorganization ho join organization o on o.id = ho.organization_id
  where ho.headline_id = h.id and ${PUBLIC_ORGANIZATION})`;

/**
 * The latest published headlines (of one company, of one type, when given) with the published
 * companies they name.
 */
export async function listFeedHeadlines(
  limit: number,
  { organizationId, type }: { organizationId?: number; type?: HeadlineType | null } = {},
): Promise<FeedHeadline[]> {
  const db = await getDb();
  const ofCompany = organizationId
    ? sql`exists (select 1 from headlineorganization x where x.headline_id = h.id and x.organization_id = ${organizationId})`
    : undefined;
  return db
    .select({ ...HEADLINE_COLUMNS, companies: PUBLIC_COMPANY_NAMES })
    .from(H)
    .where(and(PUBLISHED_HEADLINE, ofCompany, type ? eq(H.headline_type, type) : undefined))
    .orderBy(NEWEST_HEADLINES_FIRST)
    .limit(limit);
}
