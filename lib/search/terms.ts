import "server-only";
import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { selectRows } from "@/lib/db/rows";
import { sqlArray } from "@/lib/db/sql-arrays";
import { correctedFrom, meantFrom, nearNames, nearWords, type NearWord } from "./corrections";
import { allWordsQuery, findsNamesOnly, type SearchWords } from "./words";

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

// A subquery's rows as one JSON array.
const jsonRows = (rows: SQL | null) =>
  rows ? sql`(select coalesce(json_agg(found), '[]') from (${rows}) as found)` : sql`'[]'::json`;

/**
 * The terms of a query with words, its typos corrected against the database's vocabulary
 * unless `exact` (and the corrected words, null when none was). A query writing words with
 * punctuation inside (next.js) also matches as the database's parser reads them, as the
 * documents were read. The text-search queries are parsed once, here, with the words and
 * names the query may mean (one statement; a second parses the corrected words), and given
 * to the searches as constants: left to parse in each statement, they cost more to plan than
 * the statement takes to run.
 */
export async function readTerms(
  db: Db,
  read: SearchWords,
  exact = false,
): Promise<{ terms: Terms; corrected: string[] | null }> {
  const { words, key, punctuated } = read;
  const parsed = punctuated ? sql` || plainto_tsquery('english', ${punctuated})` : sql``;
  const [queries] = await selectRows<{
    raw: string;
    name_words: string;
    near_words: NearWord[];
    near_names: { name_key: string }[];
  }>(
    db,
    sql`select (${tsquery(words)}${parsed})::text as raw,
      ${nameWordsQuery(words)}::text as name_words,
      ${jsonRows(exact ? null : nearWords(words))} as near_words,
      ${jsonRows(exact ? null : nearNames(key))} as near_names`,
  );
  const corrected = correctedFrom(words, queries.near_words);
  const meant = meantFrom(key, queries.near_names);
  const fixed = corrected ? await parsedText(db, tsquery(corrected)) : null;
  const constant = (query: string) => sql`${query}::tsquery`;
  const namesOnly = findsNamesOnly(read);
  const terms = {
    key,
    raw: namesOnly ? NOTHING : constant(queries.raw),
    nameWords: namesOnly ? NOTHING : constant(queries.name_words),
    fixed: fixed === null ? null : constant(fixed),
    meant: meant.length > 0 ? sqlArray(meant, "text") : null,
  };
  return { terms, corrected };
}

async function parsedText(db: Db, query: SQL): Promise<string> {
  const [{ text }] = await selectRows<{ text: string }>(db, sql`select ${query}::text as text`);
  return text;
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
