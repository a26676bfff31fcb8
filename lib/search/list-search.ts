import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { cache } from "react";
import { getDb } from "@/lib/db/client";
import { selectRows } from "@/lib/db/rows";
import { equalsAny } from "@/lib/db/sql-arrays";
import { companySearch, headlineSearch, personSearch } from "@/lib/db/schema";
import { companyNamed } from "./companies";
import { headlineMatches } from "./headlines";
import { PERSON_NAMED } from "./people";
import { rankOf, readTerms, type Terms } from "./terms";
import { matches, relevance } from "./tiers";
import { searchWords } from "./words";

// The engine as the lists (/organizations, /people, /headlines) and the API read it: which
// rows a query finds, and their relevance as one number (higher first) to sort and page by.
// The rows are those of the list's own alias (o, p, h), so that its filters, counts and keys
// apply unchanged.

export type ListSearch = {
  /** The rows the query finds. */
  where: SQL;
  /** Their relevance, higher first (float8). */
  relevance: SQL<number>;
};

// A query without words (only punctuation or operators) finds nothing.
const NOTHING: ListSearch = { where: sql`false`, relevance: sql<number>`0::float8` };

// A list page reads its query's terms for its rows, its count and its facets: once per request.
const termsOfQuery = cache(async (query: string): Promise<Terms | null> => {
  const read = searchWords(query);
  if (read.words.length === 0) return null;
  return (await readTerms(await getDb(), read)).terms;
});

const CS = companySearch;

/**
 * The companies (`o`) that `query` finds. They are found once per request: the list's page, its
 * count and each of its facets then filter by their ids instead of searching again.
 */
export const companyListSearch = cache(async (query: string): Promise<ListSearch> => {
  const terms = await termsOfQuery(query);
  if (!terms) return NOTHING;
  const named = companyNamed(terms);
  const [{ ids }] = await selectRows<{ ids: number[] }>(
    await getDb(),
    sql`select coalesce(array_agg(${CS.organization_id}), '{}') as ids from ${CS}
      where ${matches(named, terms)}`,
  );
  return {
    where: equalsAny(sql`o.id`, ids, "int"),
    relevance: sql<number>`(select ${relevance(named, terms)} from ${CS}
      where ${CS.organization_id} = o.id)`,
  };
});

const PS = personSearch;

/** The people (`p`) that `query` finds: by their names, and by their companies and roles. */
export async function personListSearch(query: string): Promise<ListSearch> {
  const terms = await termsOfQuery(query);
  if (!terms) return NOTHING;
  return {
    where: sql`p.id in (select ${PS.person_id} from ${PS} where ${matches(PERSON_NAMED, terms)})`,
    relevance: sql<number>`(select ${relevance(PERSON_NAMED, terms)} from ${PS}
      where ${PS.person_id} = p.id)`,
  };
}

const HS = headlineSearch;

/**
 * The headlines' documents under the names of `headline h` that the headline list filters on,
 * so that its conditions apply unchanged: a list that searches reads its hits, their count and
 * its facets from this one table, and joins `headline` for the cards of its page only.
 */
export const HEADLINE_DOCUMENTS = sql`(select ${HS.headline_id} as id, ${HS.published},
  ${HS.headline_type}, ${HS.headline_date}, ${HS.organization_ids}, ${HS.document}
  from ${HS}) as h`;

/** The headlines of HEADLINE_DOCUMENTS (`h`) that `query` finds. */
export async function headlineDocumentSearch(query: string): Promise<ListSearch> {
  const terms = await termsOfQuery(query);
  if (!terms) return NOTHING;
  const document = sql`h.document`;
  return {
    where: headlineMatches(terms, document),
    relevance: sql<number>`${rankOf(document, terms)}::float8`,
  };
}

/** The headlines (`headline h`) that `query` finds, by their titles, companies and outlets. */
export async function headlineListSearch(query: string): Promise<ListSearch> {
  const terms = await termsOfQuery(query);
  if (!terms) return NOTHING;
  return {
    where: sql`h.id in (select ${HS.headline_id} from ${HS} where ${headlineMatches(terms)})`,
    relevance: sql<number>`(select ${rankOf(HS.document, terms)}::float8 from ${HS}
      where ${HS.headline_id} = h.id)`,
  };
}
