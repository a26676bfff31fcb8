import "server-only";
import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { selectRows } from "@/lib/db/rows";
import { rankOf, rankOrder, type Terms } from "./terms";

// The tiers of the ranking rules (lib/search/index.ts) for a kind with names (companies,
// people), the order within them, and the few rows a search ranks.

/** A table of documents with names, as the tiers read it. */
export type Named = {
  /** The table of documents. */
  table: SQLWrapper;
  /** The row's id. */
  id: SQLWrapper;
  /** The name folded to letters and digits. */
  nameKey: SQLWrapper;
  /** The names alone, weight A. */
  names: SQLWrapper;
  document: SQLWrapper;
  /** Whether the query is the name; by default its key is the name's key. */
  isNamed?: SQL;
  /** Whether visitors may find the row. */
  visible: SQLWrapper;
  /** The order of ties, after the text rank. */
  ties: SQL[];
};

const isNamed = ({ isNamed, nameKey }: Named, { key }: Terms) =>
  isNamed ?? sql`${nameKey} = ${key}`;

/** The start of the name, or every word as the start of one of the name's words. */
const startsName = ({ nameKey, names }: Named, { key, nameWords }: Terms) =>
  sql`(${nameKey} like ${`${key}%`} or ${names} @@ ${nameWords})`;

/**
 * 0 the name, 1 the start of the name or of its words, 2 the words, 3 once typos are
 * corrected, 4 none.
 */
export function tier(named: Named, terms: Terms): SQL<number> {
  const { raw, fixed, meant } = terms;
  return sql<number>`(case
    when ${isNamed(named, terms)} then 0
    when ${startsName(named, terms)} then 1
    when ${named.document} @@ ${raw} then 2
    ${meant ? sql`when ${named.nameKey} = any(${meant}) then 3` : sql``}
    ${fixed ? sql`when ${named.document} @@ ${fixed} then 3` : sql``}
    else 4 end)`;
}

/** Whether a row is found by its names (tiers 0, 1 and the names meant of 3): few rows. */
function byName(named: Named, terms: Terms): SQL {
  const { meant } = terms;
  return sql`(${isNamed(named, terms)} or ${startsName(named, terms)}
    ${meant ? sql`or ${named.nameKey} = any(${meant})` : sql``})`;
}

/** Whether a row is found by the words of its document (tiers 2 and 3): maybe many. */
const byWords = ({ document }: Named, { raw, fixed }: Terms) =>
  sql`(${document} @@ ${raw} ${fixed ? sql`or ${document} @@ ${fixed}` : sql``})`;

/** Whether a row reaches a tier (written apart from tier() so that indexes can serve it). */
export const matches = (named: Named, terms: Terms): SQL =>
  sql`(${byName(named, terms)} or ${byWords(named, terms)})`;

/** Best first: by tier; in tier 3 the names meant before the words corrected; by text rank. */
export function bestFirst(named: Named, terms: Terms): SQL[] {
  const meantFirst = terms.meant ? [sql`(${named.nameKey} = any(${terms.meant})) desc`] : [];
  return [tier(named, terms), ...meantFirst, rankOrder(named.document, terms), ...named.ties];
}

/**
 * Whether a row is among the best `limit` visible rows that `terms` find. Ranking every row a
 * common word finds is what costs (a word of every description), so the rows found by their
 * names are ranked first, and the best `limit` found by their words join them only when the
 * names leave room or found only names meant (tier 3, below the words): a set that holds the
 * best `limit` of all, in one statement (the words' scan is skipped when it is not needed).
 */
export function inBest(named: Named, terms: Terms, limit: number): SQL {
  const order = sql`${sql.join(bestFirst(named, terms), sql`, `)}, ${named.id}`;
  return sql`${named.id} in (
    with by_name as materialized (select ${named.id} as id, ${tier(named, terms)} as tier
      from ${named.table} where ${named.visible} and ${byName(named, terms)}
      order by ${order} limit ${limit})
    select id from by_name
    union
    (select ${named.id} from ${named.table}
      where ${named.visible} and ${byWords(named, terms)}
        and (select count(*) < ${limit} or bool_or(tier > 1) from by_name)
      order by ${order} limit ${limit}))`;
}

/** How many visible rows `terms` find. */
export async function countFound(db: Db, named: Named, terms: Terms): Promise<number> {
  const [{ total }] = await selectRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from ${named.table}
      where ${named.visible} and ${matches(named, terms)}`,
  );
  return total;
}

/**
 * The order of bestFirst() as one number, higher first, for lists paged by key: the tier, the
 * names meant first within it, then the text rank (below 1, so that it never crosses a tier).
 */
export function relevance(named: Named, terms: Terms): SQL<number> {
  const meant = terms.meant
    ? sql`(case when ${named.nameKey} = any(${terms.meant}) then 2 else 0 end)`
    : sql`0`;
  return sql<number>`((4 - ${tier(named, terms)}) * 4 + ${meant}
    + least(${rankOf(named.document, terms)}, 0.999))::float8`;
}
