import "server-only";
import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { selectRows } from "@/lib/db/rows";
import { sqlArray } from "@/lib/db/sql-arrays";
import { allWordsQuery, type SearchWords } from "./words";

/** A query as the SQL of every kind's search reads it. */
export type Terms = {
  /** The words joined without spaces, compared with names' keys. */
  key: string;
  /** Every word, the last also as a prefix. */
  raw: SQL;
  /** The same once typos are corrected; null when none was. */
  fixed: SQL | null;
  /** Every word as the start of a word, read in the names alone. */
  nameWords: SQL;
  /** The name keys the key may mean with its typos, as text[]; null when none. */
  meant: SQL | null;
};

const tsquery = (words: string[]) => sql`to_tsquery('english', ${allWordsQuery(words)})`;
const nameWordsQuery = (words: string[]) =>
  sql`to_tsquery('english', ${words.map((word) => `${word}:*`).join(" & ")})`;

// Matches nothing: a query of one character finds names by their start only.
const NOTHING = sql`''::tsquery`;

/**
 * The terms of `query`, of `corrected` when its words' typos were corrected, and of `meant`,
 * the names its key may mean. A query writing words with punctuation inside (next.js) also
 * matches as the database's parser reads them, as the documents were read. The text-search
 * queries are parsed once, here, and given to the searches as constants: left to parse in
 * each statement, they cost more to plan than the statement takes to run.
 */
export async function termsOf(
  db: Db,
  { words, key, punctuated }: SearchWords,
  corrected: string[] | null,
  meant: string[],
): Promise<Terms> {
  const parsed = punctuated ? sql` || plainto_tsquery('english', ${punctuated})` : sql``;
  const single = [...key].length === 1;
  const [queries] = await selectRows<{ raw: string; name_words: string; fixed: string | null }>(
    db,
    sql`select (${tsquery(words)}${parsed})::text as raw,
      ${nameWordsQuery(words)}::text as name_words,
      ${corrected ? sql`${tsquery(corrected)}::text` : sql`null`} as fixed`,
  );
  const constant = (query: string) => sql`${query}::tsquery`;
  return {
    key,
    raw: single ? NOTHING : constant(queries.raw),
    nameWords: single ? NOTHING : constant(queries.name_words),
    fixed: queries.fixed === null ? null : constant(queries.fixed),
    meant: meant.length > 0 ? sqlArray(meant, "text") : null,
  };
}

// Names weigh most: D, C, B, A.
const WEIGHTS = sql`'{0.05, 0.2, 0.5, 1.0}'::float4[]`;

/** The text rank of whichever of the query and its correction `document` matches. */
export const rankOf = (document: SQLWrapper, { raw, fixed }: Terms) =>
  sql<number>`greatest(ts_rank(${WEIGHTS}, ${document}, ${raw}),
    ${fixed ? sql`ts_rank(${WEIGHTS}, ${document}, ${fixed})` : sql`0`})`;

/** Best text rank first. */
export const rankOrder = (document: SQLWrapper, terms: Terms) =>
  sql`${rankOf(document, terms)} desc`;
