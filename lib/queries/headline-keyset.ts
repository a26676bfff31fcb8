import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import type { HeadlineType, RoundType } from "@/lib/domain/constants";
import { headlineListSearch, type ListSearch } from "@/lib/search/list-search";
import { HEADLINE_COLUMNS, type HeadlineFields } from "./fragments";
import { keyAfter, keyOrderBy, keyValue, type KeyAfter, type KeyOrder } from "./keyset";
import { H, PUBLIC_ORGANIZATION, PUBLISHED_HEADLINE } from "./visibility";

// The published headlines read by key (newest first, as every headline list orders them; the
// most relevant first when searching), filtered by text, type, company and date.

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

/** The headline lists' order: newest first (or by relevance to a search), id breaking ties. */
function headlineKeyOrder(search: ListSearch | undefined): KeyOrder {
  const key = search
    ? { expression: search.relevance, cast: "float8" as const, nullable: false }
    : { expression: sql`h.headline_date`, cast: "date" as const, nullable: true };
  return { ...key, direction: "desc", id: sql`h.id` };
}

/** The type of the order's key, for cursors: a search's relevance, else a date. */
export const headlineSortCast = (query: string) => (query ? "float8" : "date");

const linkedTo = (organization: SQL) => sql`exists (select 1 from headlineorganization ho
  join organization o on o.id = ho.organization_id
  where ho.headline_id = h.id and ${PUBLIC_ORGANIZATION} and ${organization})`;

function headlineWhere(
  { type, company, since, until }: HeadlineFilter,
  search: ListSearch | undefined,
): SQL {
  const conditions: SQL[] = [PUBLISHED_HEADLINE];
  if (search) conditions.push(search.where);
  if (type) conditions.push(sql`h.headline_type = ${type}`);
  if (company) conditions.push(linkedTo(sql`o.shortname = ${company}`));
  if (since) conditions.push(sql`h.headline_date >= ${since}::date`);
  if (until) conditions.push(sql`h.headline_date <= ${until}::date`);
  return sql.join(conditions, sql` and `);
}

/** Up to `limit` published headlines that pass `filter`, in order, after `after`. */
export async function listHeadlinesAfter(
  filter: HeadlineFilter,
  after: KeyAfter | null,
  limit: number,
): Promise<HeadlineSummary[]> {
  const db = await getDb();
  const search = filter.q ? await headlineListSearch(filter.q) : undefined;
  const where = headlineWhere(filter, search);
  const order = headlineKeyOrder(search);
  return db
    .select({
      ...HEADLINE_COLUMNS,
      round_type: sql<RoundType | null>`${H.round_type}`,
      organizations: sql<HeadlineSummary["organizations"]>`(select coalesce(json_agg(
          json_build_object('id', o.id, 'name', o.name, 'shortname', o.shortname)
          order by lower(o.name), o.id), '[]')
        from headlineorganization ho join organization o on o.id = ho.organization_id
        where ho.headline_id = h.id and ${PUBLIC_ORGANIZATION})`,
      sort_value: keyValue(order),
    })
    .from(H)
    .where(after ? sql`${where} and ${keyAfter(order, after)}` : where)
    .orderBy(keyOrderBy(order))
    .limit(limit);
}
