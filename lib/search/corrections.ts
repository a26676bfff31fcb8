import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { selectRows } from "@/lib/db/rows";
import { sqlArray } from "@/lib/db/sql-arrays";
import { mayMean, typoDistance, typoReach } from "./typos";

// What a query may have meant, typos corrected (lib/search/typos.ts counts them). The database
// finds the candidates that edit distance allows (twice the typos, as fuzzystrmatch counts a
// swap of two letters as two edits, and the first letter kept when one typo is allowed); the
// typo distance decides. The candidates are filtered by length and edit distance rather than
// by trigram similarity, which misses one typo in a short word ("cilne" shares 2 of 10
// trigrams with "cline").

/**
 * Whether `candidate` may be `typed` with up to `budget` typos, as edit distance sees it. The
 * distance is in a case so that levenshtein, which refuses words over 255 letters, only sees
 * those of the length window (queries are cut to 200).
 */
const near = (candidate: SQL, typed: SQL, budget: SQL) => sql`(
  length(${candidate}) between length(${typed}) - ${budget} and length(${typed}) + ${budget}
  and (${budget} > 1 or left(${candidate}, 1) = left(${typed}, 1))
  and case when length(${candidate}) <= length(${typed}) + ${budget}
    then levenshtein_less_equal(${candidate}, ${typed}, 2 * ${budget}) end <= 2 * ${budget})`;

/** The closest of `candidates` that `typed` may mean, ties to the alphabetically first. */
function closest(typed: string, candidates: string[]): string | null {
  const meant = candidates.filter((candidate) => mayMean(typed, candidate));
  meant.sort((a, b) => typoDistance(typed, a) - typoDistance(typed, b) || a.localeCompare(b));
  return meant[0] ?? null;
}

/**
 * The words corrected for typos: each word that is not a word of the vocabulary (names, tags,
 * projects) becomes the closest word of the vocabulary it may mean, if there is one. Null when
 * nothing was corrected.
 */
export async function correctedWords(db: Db, words: string[]): Promise<string[] | null> {
  const budgets = words.map(typoReach);
  if (budgets.every((budget) => budget === 0)) return null;
  const rows = await selectRows<{ position: number; word: string }>(
    db,
    sql`select input.position::int as position, candidate.word
      from unnest(${sqlArray(words, "text")}, ${sqlArray(budgets, "int")})
        with ordinality as input(word, budget, position)
      join search_word candidate
        on input.budget > 0 and ${near(sql`candidate.word`, sql`input.word`, sql`input.budget`)}
      where not exists (select 1 from search_word known where known.word = input.word)`,
  );
  const corrected = words.map((word, i) => {
    const candidates = rows.filter((row) => row.position === i + 1).map((row) => row.word);
    return closest(word, candidates) ?? word;
  });
  return corrected.some((word, i) => word !== words[i]) ? corrected : null;
}

/**
 * The name keys of companies and people that `key` (the query's words joined) may mean with
 * its typos: "huggingfcae" means Hugging Face, though "fcae" is too short to correct alone.
 */
export async function namesMeant(db: Db, key: string): Promise<string[]> {
  const budget = typoReach(key);
  if (budget === 0) return [];
  const nearKey = near(sql`name_key`, sql`${key}::text`, sql`${budget}::int`);
  const rows = await selectRows<{ name_key: string }>(
    db,
    sql`select name_key from company_search where ${nearKey}
      union select name_key from person_search where ${nearKey}`,
  );
  return rows.map((row) => row.name_key).filter((name) => mayMean(key, name));
}
