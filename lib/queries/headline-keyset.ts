import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { containsPattern } from "@/lib/db/like";
import type { HeadlineType, RoundType } from "@/lib/domain/constants";
import { HEADLINE_COLUMNS, type HeadlineFields } from "./fragments";
import { textMatches } from "./headline-matches";
import { keyAfter, keyOrderBy, keyValue, type KeyAfter, type KeyOrder } from "./keyset";
import { H, PUBLIC_ORGANIZATION, PUBLISHED_HEADLINE } from "./visibility";

// The published headlines read by key (newest first, as every headline list orders them),
// filtered by text, type, company and date.

export type HeadlineFilter = {
  q: string;
  type: HeadlineType | null;
  /** A company's shortname: its headlines only. */
  company: string | null;
  since: string | null;
  until: string | null;
};

export type HeadlineSummary = HeadlineFields & {
  round_type: RoundType | null;
  organizations: { id: number; name: string; shortname: string }[];
  sort_value: string | null;
};

/** The headline lists' order: newest first, id breaking ties. */
export const HEADLINE_KEY_ORDER: KeyOrder = {
  expression: sql`h.headline_date`,
  cast: "date",
  direction: "desc",
  nullable: true,
  id: sql`h.id`,
};

const linkedTo = (organization: SQL) => sql`exists (select 1 from headlineorganization ho
  join organization o on o.id = ho.organization_id
  where ho.headline_id = h.id and ${PUBLIC_ORGANIZATION} and ${organization})`;

function headlineWhere({ q, type, company, since, until }: HeadlineFilter): SQL {
  const conditions: SQL[] = [PUBLISHED_HEADLINE];
  if (q) {
    const pattern = containsPattern(q);
    conditions.push(sql`(${textMatches(pattern)} or ${linkedTo(sql`o.name ilike ${pattern}`)})`);
  }
  if (type) conditions.push(sql`h.headline_type = ${type}`);
  if (company) conditions.push(linkedTo(sql`o.shortname = ${company}`));
  if (since) conditions.push(sql`h.headline_date >= ${since}::date`);
  if (until) conditions.push(sql`h.headline_date <= ${until}::date`);
  return sql.join(conditions, sql` and `);
}

/** Up to `limit` published headlines that pass `filter`, newest first, after `after`. */
export async function listHeadlinesAfter(
  filter: HeadlineFilter,
  after: KeyAfter | null,
  limit: number,
): Promise<HeadlineSummary[]> {
  const db = await getDb();
  const where = headlineWhere(filter);
  return db
    .select({
      ...HEADLINE_COLUMNS,
      round_type: sql<RoundType | null>`${H.round_type}`,
      organizations: sql<HeadlineSummary["organizations"]>`(select coalesce(json_agg(
          json_build_object('id', o.id, 'name', o.name, 'shortname', o.shortname)
          order by lower(o.name), o.id), '[]')
        from headlineorganization ho join organization o on o.id = ho.organization_id
        where ho.headline_id = h.id and ${PUBLIC_ORGANIZATION})`,
      sort_value: keyValue(HEADLINE_KEY_ORDER),
    })
    .from(H)
    .where(after ? sql`${where} and ${keyAfter(HEADLINE_KEY_ORDER, after)}` : where)
    .orderBy(keyOrderBy(HEADLINE_KEY_ORDER))
    .limit(limit);
}
