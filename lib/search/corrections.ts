import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { mayMean, typoDistance, typoReach } from "./typos";

// What a query may have meant, typos corrected (lib/search/typos.ts counts them). The database
// finds the candidates that edit distance allows (twice the typos, as fuzzystrmatch counts a
// swap of two letters as two edits, and the first letter kept when one typo is allowed); the
// typo distance decides. The candidates are filtered by length and edit distance rather than
// by trigram similarity, which misses one typo in a short word ("cilne" shares 2 of 10
// trigrams with "cline").

/**
 * The rows of `from` whose `candidate` may be `typed` with up to `budget` typos, as edit
 * distance sees it, in a union of lookups that indexes serve: keys of about its length and
 * with its first letter, or, a typo on the first letter counting two, with the rest as typed.
 * The distance is in a case so that levenshtein, which refuses words over 255 letters, only
 * sees those of the length window (queries are cut to 200).
 */
function nearRows(from: (where: SQL) => SQL, candidate: SQL, typed: string, budget: number) {
  const letters = [...typed];
  const sameFirst = sql`length(${candidate}) between ${letters.length - budget}
      and ${letters.length + budget}
    and left(${candidate}, 1) = ${letters[0]}
    and case when length(${candidate}) <= ${letters.length + budget}
      then levenshtein_less_equal(${candidate}, ${typed}, ${2 * budget}) end <= ${2 * budget}`;
  if (budget < 2) return from(sameFirst);
  const rest = letters.slice(1).join("");
  const swapped = [letters[1], letters[0], ...letters.slice(2)].join("");
  // The first letter replaced, added, dropped, or swapped with the second.
  return sql.join(
    [
      from(sameFirst),
      from(sql`substr(${candidate}, 2) in (${rest}, ${typed})`),
      from(sql`${candidate} in (${rest}, ${swapped})`),
    ],
    sql` union `,
  );
}

/** The closest of `candidates` that `typed` may mean, ties to the alphabetically first. */
function closest(typed: string, candidates: string[]): string | null {
  const meant = candidates.filter((candidate) => mayMean(typed, candidate));
  meant.sort((a, b) => typoDistance(typed, a) - typoDistance(typed, b) || a.localeCompare(b));
  return meant[0] ?? null;
}

/**
 * The words of the vocabulary (names, tags, projects) that the query's words may mean with
 * their typos, as rows (position, word) for correctedFrom(); null when no word may carry one.
 * A word of the vocabulary is taken as typed.
 */
export function nearWords(words: string[]): SQL | null {
  const lookups = words.flatMap((word, i) => {
    const budget = typoReach(word);
    if (budget === 0) return [];
    const candidates = (where: SQL) => sql`select ${i}::int as position, candidate.word
      from search_word candidate where ${where}
        and not exists (select 1 from search_word known where known.word = ${word})`;
    return [nearRows(candidates, sql`candidate.word`, word, budget)];
  });
  return lookups.length === 0 ? null : sql.join(lookups, sql` union all `);
}

export type NearWord = { position: number; word: string };

/**
 * The words corrected for typos: each word that is not a word of the vocabulary becomes the
 * closest of its near words it may mean, if there is one. Null when nothing was corrected.
 */
export function correctedFrom(words: string[], near: NearWord[]): string[] | null {
  const corrected = words.map((word, i) => {
    const candidates = near.filter((row) => row.position === i).map((row) => row.word);
    return closest(word, candidates) ?? word;
  });
  return corrected.some((word, i) => word !== words[i]) ? corrected : null;
}

/**
 * The name keys of companies and people near `key` (the query's words joined), as rows
 * (name_key) for meantFrom(); null when the key may carry no typo.
 */
export function nearNames(key: string): SQL | null {
  const budget = typoReach(key);
  if (budget === 0) return null;
  const keysOf = (table: SQL) => (where: SQL) => sql`select name_key from ${table} where ${where}`;
  return sql.join(
    [sql`company_search`, sql`person_search`].map((table) =>
      nearRows(keysOf(table), sql`name_key`, key, budget),
    ),
    sql` union `,
  );
}

/**
 * The name keys that `key` may mean with its typos: "huggingfcae" means Hugging Face, though
 * "fcae" is too short to correct alone.
 */
export const meantFrom = (key: string, near: { name_key: string }[]): string[] =>
  near.map((row) => row.name_key).filter((name) => mayMean(key, name));
