import { sql } from "drizzle-orm";
import { openEmbedded, type Db } from "@/lib/db/client";
import { selectRows } from "@/lib/db/rows";
import { DEFAULT_LIST_STATE, defaultSort, listHref } from "@/lib/domain/list-state";
import { COLD_REQUESTS, WARMUP_REQUESTS, type ColdGroup } from "./cold-paths";
import { BENCH_DATA_DIR } from "./data";

// The search section's queries, read from the benchmark data (the same on every run): what
// people type, from five sources taken in turn, each query used once over all three groups so
// that no answer was ever computed before.

/** A group of cold search URLs and its p95 targets by number of concurrent clients. */
export type SearchGroup = ColdGroup & {
  route: "suggestions" | "results" | "list";
  p95Ms: Record<number, number>;
};
export type SearchQueries = { groups: SearchGroup[]; sources: Record<string, number> };

const PER_GROUP = COLD_REQUESTS + WARMUP_REQUESTS;
const PAGE_P95_MS = { 1: 100, 4: 250 };

const NAMES = sql`select name as text from organization where published and not is_dummy
  order by md5(name)`;
// Words of tag names, and words and two-word phrases of headlines (3+ letters).
const TAG_WORDS = sql`select distinct w as text from tag,
  regexp_split_to_table(lower(name), '[^a-z0-9]+') as w where length(w) >= 3 order by w`;
// (The generated headlines repeat a few words: the first 20,000 hold them all.)
const HEADLINE_TERMS = sql`with texts as (
    select lower(description) as text from headline where published order by id limit 20000)
  select term as text from (
    select w[1] as term from texts, regexp_matches(text, '([a-z]{3,})', 'g') as w
    union
    select w[1] from texts, regexp_matches(text, '(?:^| )([a-z]{3,} [a-z]{3,})(?= |$)', 'g') as w
  ) terms order by md5(term)`;

const texts = async (db: Db, query: ReturnType<typeof sql>) =>
  (await selectRows<{ text: string }>(db, query)).map((row) => row.text);

// The start of a name as someone typing it: 3 to 6 characters, whole words left out.
const prefixOf = (name: string, i: number) => name.slice(0, 3 + (i % 4)).trimEnd();

// One letter changed in the middle of the name's first word of 6+ letters (a typo the engine
// allows: one in a word of 5-8 letters, never on the first letter); null without such a word.
function typoOf(name: string): string | null {
  const word = name.match(/\p{L}{6,}/u);
  if (!word) return null;
  const at = word.index! + Math.floor(word[0].length / 2);
  const letter = name[at].toLowerCase();
  const changed = letter === "z" ? "a" : String.fromCharCode(letter.charCodeAt(0) + 1);
  return name.slice(0, at) + changed + name.slice(at + 1);
}

// Takes from each source in turn, skipping queries already taken, until `count` are taken;
// counts how many came from each source.
function interleave(sources: Record<string, string[]>, count: number) {
  const lists = Object.values(sources);
  const taken = new Set<string>();
  const cursors = lists.map(() => 0);
  const counts = Object.keys(sources).map(() => 0);
  while (taken.size < count) {
    const before = taken.size;
    lists.forEach((list, s) => {
      while (cursors[s] < list.length && taken.size < count) {
        const query = list[cursors[s]++];
        if (taken.has(query)) continue;
        taken.add(query);
        counts[s]++;
        break;
      }
    });
    if (taken.size === before) throw new Error(`Only ${taken.size} distinct search queries.`);
  }
  const bySource = Object.fromEntries(Object.keys(sources).map((label, s) => [label, counts[s]]));
  return { queries: [...taken], bySource };
}

const urls = (queries: string[], href: (query: string) => string) => ({
  search: true,
  paths: queries.slice(WARMUP_REQUESTS).map(href),
  warmup: queries.slice(0, WARMUP_REQUESTS).map(href),
});

/** Reads the section's queries from the embedded benchmark database, then closes it. */
export async function pickSearchQueries(): Promise<SearchQueries> {
  const database = await openEmbedded(BENCH_DATA_DIR);
  try {
    const names = await texts(database.db, NAMES);
    // Each source starts at another name, so that a name and its prefix do not follow.
    const third = Math.floor(names.length / 3);
    const shifted = (from: number) => [...names.slice(from), ...names.slice(0, from)];
    const sources = {
      names,
      prefixes: shifted(third).map(prefixOf),
      typos: shifted(2 * third).flatMap((name) => typoOf(name) ?? []),
      "tag words": await texts(database.db, TAG_WORDS),
      "headline words": await texts(database.db, HEADLINE_TERMS),
    };
    const { queries, bySource } = interleave(sources, 3 * PER_GROUP);
    const group = (i: number) => queries.slice(i * PER_GROUP, (i + 1) * PER_GROUP);
    return {
      sources: bySource,
      groups: [
        {
          route: "suggestions",
          label: "suggestions /search/suggest",
          p95Ms: { 1: 30, 4: 80 },
          ...urls(group(0), (q) => `/search/suggest?q=${encodeURIComponent(q)}`),
        },
        {
          route: "results",
          label: "results page /search",
          p95Ms: PAGE_P95_MS,
          ...urls(group(1), (q) => `/search?q=${encodeURIComponent(q)}`),
        },
        {
          route: "list",
          label: "company list /organizations?search=",
          p95Ms: PAGE_P95_MS,
          // As a visitor's search there: the most relevant first.
          ...urls(group(2), (search) =>
            listHref({ ...DEFAULT_LIST_STATE, search, ...defaultSort(search) }),
          ),
        },
      ],
    };
  } finally {
    await database.close();
  }
}
