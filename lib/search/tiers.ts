import "server-only";
import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { rankOf, rankOrder, type Terms } from "./terms";

// The tiers of the ranking rules (lib/search/index.ts) for a kind with names (companies,
// people), and the order within them.

export type Named = {
  /** The name folded to letters and digits. */
  nameKey: SQLWrapper;
  document: SQLWrapper;
  /** Whether the query is the name; by default its key is the name's key. */
  isNamed?: SQL;
};

/**
 * 0 the name, 1 the start of the name or of its words, 2 the words, 3 once typos are
 * corrected, 4 none.
 */
export function tier({ nameKey, document, isNamed }: Named, terms: Terms): SQL<number> {
  const { key, raw, nameWords, fixed, meant } = terms;
  return sql<number>`(case
    when ${isNamed ?? sql`${nameKey} = ${key}`} then 0
    when ${nameKey} like ${`${key}%`} or ${document} @@ ${nameWords} then 1
    when ${document} @@ ${raw} then 2
    ${meant ? sql`when ${nameKey} = any(${meant}) then 3` : sql``}
    ${fixed ? sql`when ${document} @@ ${fixed} then 3` : sql``}
    else 4 end)`;
}

/** Whether a row reaches a tier (written apart from tier() so that indexes can serve it). */
export function matches({ nameKey, document, isNamed }: Named, terms: Terms): SQL {
  const { key, raw, nameWords, fixed, meant } = terms;
  return sql`(${isNamed ? sql`${isNamed} or ` : sql``}${nameKey} like ${`${key}%`}
    or ${document} @@ ${raw} or ${document} @@ ${nameWords}
    ${meant ? sql`or ${nameKey} = any(${meant})` : sql``}
    ${fixed ? sql`or ${document} @@ ${fixed}` : sql``})`;
}

/** Best first: by tier; in tier 3 the names meant before the words corrected; by text rank. */
export function bestFirst(named: Named, terms: Terms): SQL[] {
  const meantFirst = terms.meant ? [sql`(${named.nameKey} = any(${terms.meant})) desc`] : [];
  return [tier(named, terms), ...meantFirst, rankOrder(named.document, terms)];
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
