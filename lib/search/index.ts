import "server-only";
import { getDb } from "@/lib/db/client";
import { searchCompanies, type CompanyHit } from "./companies";
import { searchHeadlines, type HeadlineHit } from "./headlines";
import { searchPeople, type PersonHit } from "./people";
import { searchTags, type TagHit } from "./tags";
import { readTerms } from "./terms";
import { findsNamesOnly, searchWords } from "./words";

// The one search engine of the site: the header's suggestions, /search, the lists and the
// API's `q` all call search(). It reads the documents the database's triggers keep (weights:
// A names, B taglines, tags, projects, companies of people and headlines, C the rest; see
// lib/db/search-schema.ts), inside PostgreSQL, the same SQL on PGlite and on a server.
//
// The ranking rules, in order:
// 1. the exact name, whatever its case, accents, spaces and punctuation ("Post Hog" is
//    PostHog), or a shortname or former shortname;
// 2. the start of a name, or every word as the start of one of the name's words ("hug fa"
//    is Hugging Face, "labs" dbt Labs);
// 3. every word found in the document (the last one also as the start of a word, as while
//    typing; a word with punctuation inside, as "next.js" or "BSL-1.1", also whole, as the
//    documents hold it), by the text rank of where it is found, A > B > C;
// 4. once typos are corrected, counted as Meilisearch counts them (lib/search/typos.ts: a
//    swap of two letters is one typo, one on the first letter two; a word of 5 to 8 letters
//    may carry one, from 9 letters two, shorter none, the longer of the typed word and the
//    word it is taken for deciding): first a name the whole query may mean ("hugging fcae"),
//    then every word found once each is corrected to the closest word of the vocabulary of
//    names, tags and projects (lib/search/corrections.ts), by text rank;
// then the most recently updated (people: by name). A query of one character finds names by
// their start only. Headlines are ranked among the newest RECENT_HEADLINES, and among all only
// when those hold too few matches (lib/search/headlines.ts).

export type SearchKind = "companies" | "people" | "headlines" | "tags";
export const SEARCH_KINDS: readonly SearchKind[] = ["companies", "people", "headlines", "tags"];
const NAMED_KINDS: readonly SearchKind[] = ["companies", "people"];

/** The best hits of a kind, and how many there are (null when not counted). */
type Found<T, Total> = { hits: T[]; total: Total };

export type SearchResults<Total extends number | null = number> = {
  /** The words searched for, as the engine read them. */
  words: string[];
  /** Whether the query was cut to its first MAX_QUERY_LENGTH characters. */
  cut: boolean;
  /**
   * What the query may have meant, when correcting its typos found hits: its words corrected,
   * or else the name it mistyped.
   */
  correction: string | null;
  companies: Found<CompanyHit, Total>;
  people: Found<PersonHit, Total>;
  headlines: Found<HeadlineHit, Total>;
  tags: Found<TagHit, Total>;
};

const NONE = { hits: [], total: 0 };

type SearchOptions = {
  kinds?: readonly SearchKind[];
  /** The most hits of each kind. */
  limit?: number;
  /** Search the words as typed, without correcting typos ("search instead for …"). */
  exact?: boolean;
  /** Count every hit of each kind (the suggestions show none: counting is what costs most). */
  counted?: boolean;
};

/**
 * What `query` finds of each of `kinds` (at most `limit` of each), ranked by the rules above,
 * and how many of each unless not `counted`.
 */
export function search(
  query: string,
  options?: SearchOptions & { counted?: true },
): Promise<SearchResults>;
export function search(
  query: string,
  options: SearchOptions & { counted: false },
): Promise<SearchResults<null>>;
export async function search(
  query: string,
  { kinds = SEARCH_KINDS, limit = 10, exact = false, counted = true }: SearchOptions = {},
): Promise<SearchResults<number | null>> {
  const read = searchWords(query);
  const { words, cut } = read;
  const empty = {
    words,
    cut,
    correction: null,
    companies: NONE,
    people: NONE,
    headlines: NONE,
    tags: NONE,
  };
  if (words.length === 0) return empty;
  const db = await getDb();
  const { terms, corrected } = await readTerms(db, read, exact);
  // Headlines and tags are found by their words, which a query of one character has none of.
  const wanted = (kind: SearchKind) =>
    kinds.includes(kind) && (!findsNamesOnly(read) || NAMED_KINDS.includes(kind));
  const [companies, people, headlines, tags] = await Promise.all([
    wanted("companies") ? searchCompanies(db, terms, limit, counted) : NONE,
    wanted("people") ? searchPeople(db, terms, limit, counted) : NONE,
    wanted("headlines") ? searchHeadlines(db, terms, limit, counted) : NONE,
    wanted("tags") ? searchTags(db, terms, limit, counted) : NONE,
  ]);
  const correction = correctionOf(corrected, [...companies.hits, ...people.hits]);
  return { ...empty, correction, companies, people, headlines, tags };
}

/**
 * What the visitor may have meant, when typos were corrected to find hits: the corrected
 * words, or else the name the whole query was a mistyping of.
 */
function correctionOf(corrected: string[] | null, hits: (CompanyHit | PersonHit)[]) {
  const found = hits.find((hit) => hit.tier === 3);
  if (!found) return null;
  return corrected ? corrected.join(" ") : found.name;
}
