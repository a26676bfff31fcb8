import "server-only";
import { eq, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { selectRows } from "@/lib/db/rows";
import { headlineSearch } from "@/lib/db/schema";
import { H } from "@/lib/queries/visibility";
import { rankOrder, type Terms } from "./terms";

// Headlines whose words match: best text rank first (their titles weigh most), then newest.

const HS = headlineSearch;

export const headlineMatches = ({ raw, fixed }: Terms, document: SQLWrapper = HS.document) =>
  sql`(${document} @@ ${raw} ${fixed ? sql`or ${document} @@ ${fixed}` : sql``})`;

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

// Ranked in the documents' table alone, which holds the publication and the date, so that
// only the hits shown are joined to their headlines.
const bestFirst = (terms: Terms) => [
  rankOrder(HS.document, terms),
  sql`${HS.headline_date} desc nulls last`,
  HS.headline_id,
];

/**
 * How many of the newest published headlines are ranked first. A word of a tenth of all
 * headlines would have each of its thousands of matches read and ranked; news is searched
 * for what is recent, so the newest are ranked, and every match only when they hold too few.
 */
export const RECENT_HEADLINES = 2000;

// The newest published documents, read in the order of their index (and named as the table,
// so that the same conditions apply).
const RECENT = sql`(select * from ${HS} where ${HS.published}
  order by ${HS.headline_date} desc nulls last, ${HS.headline_id} desc
  limit ${RECENT_HEADLINES}) as ${HS}`;

/**
 * Whether a headline is among the best `limit` that `found` finds: the best of the newest
 * RECENT_HEADLINES when they hold `limit` matches, else the best of all, in one statement (the
 * scan of all is skipped when it is not needed).
 */
function inBest(found: SQL, terms: Terms, limit: number): SQL {
  const order = sql.join(bestFirst(terms), sql`, `);
  return sql`${HS.headline_id} in (
    with recent as materialized (select ${HS.headline_id} from ${RECENT} where ${found}
      order by ${order} limit ${limit})
    select headline_id from recent
    union
    (select ${HS.headline_id} from ${HS}
      where ${found} and (select count(*) < ${limit} from recent)
      order by ${order} limit ${limit}))`;
}

/**
 * Up to `limit` published headlines that `terms` find, best first (the best of the newest
 * RECENT_HEADLINES when they hold `limit` matches, else the best of all), and, `counted`, how
 * many there are (else null).
 */
export async function searchHeadlines(db: Db, terms: Terms, limit: number, counted: boolean) {
  const found = sql`${HS.published} and ${headlineMatches(terms)}`;
  const best = db
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
    .where(inBest(found, terms, limit))
    .orderBy(...bestFirst(terms))
    .limit(limit);
  const [hits, total] = await Promise.all([best, counted ? countHeadlines(db, found) : null]);
  return { hits: hits as HeadlineHit[], total };
}

async function countHeadlines(db: Db, found: SQL) {
  const [{ total }] = await selectRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from ${HS} where ${found}`,
  );
  return total;
}
